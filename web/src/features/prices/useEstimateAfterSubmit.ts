import type { EstimateAnswers } from '@rha/contracts/schemas';
import { useState } from 'react';
import { useSendEstimate, type RequestEstimate } from '../../api/prices';

export type EstimateDelivery =
  | { state: 'idle' }
  | { state: 'sending'; ticket: string }
  | { state: 'saved'; ticket: string; estimate: RequestEstimate }
  | { state: 'failed'; ticket: string; retry: () => void };

/**
 * Sends a stored request's estimate answers in their own call, after the request itself. A failure
 * here leaves the request as it is and offers to send the answers again.
 */
export function useEstimateAfterSubmit() {
  const send = useSendEstimate();
  const [delivery, setDelivery] = useState<EstimateDelivery>({ state: 'idle' });

  const deliver = (requestId: string, ticket: string, answers: EstimateAnswers) => {
    setDelivery({ state: 'sending', ticket });
    send.mutate(
      { requestId, answers },
      {
        onSuccess: (estimate) => setDelivery({ state: 'saved', ticket, estimate }),
        onError: () =>
          setDelivery({
            state: 'failed',
            ticket,
            retry: () => deliver(requestId, ticket, answers),
          }),
      },
    );
  };

  return { delivery, deliver };
}
