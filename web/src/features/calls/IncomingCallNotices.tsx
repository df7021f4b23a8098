import { WEB_PAGES } from '@rha/contracts/reference';
import type { Call } from '@rha/contracts/schemas';
import { IncomingCallNotice } from '@rha/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { useBffClient } from '../../api/BffClientProvider';
import { getCallIceServers, joinCall, storeCall } from '../../api/calls';
import { failureMessage } from '../../api/requestError';
import { useUser } from '../../api/useUser';
import { useLiveEvent } from '../live/LiveEvents';
import { peerConfiguration } from './callEngine';
import { useCalls } from './CallsProvider';
import { testIceTransportPolicy } from './callTestHooks';

/** Where each side sees a job, and so its call. */
function jobPage(userType: string, requestId: string): string {
  if (userType === 'company') return generatePath(WEB_PAGES.serviceRequest, { id: requestId });
  if (userType === 'admin') return `${WEB_PAGES.admin}?tab=dispatch`;
  return `${WEB_PAGES.dashboard}?tab=jobs`;
}

/**
 * A ringing call for this person, wherever they are: Join takes them into it and to the job's
 * page, where the call runs.
 */
export function IncomingCallNotices() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useUser().data ?? null;
  const { openSession, warmUp } = useCalls();
  const [ringing, setRinging] = useState<Call | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useLiveEvent('call', (call) => {
    const mine = call.participants.some(
      (p) => p.userId === user?.id || p.userId === user?.keycloakId,
    );
    if (call.status === 'ringing' && !mine) {
      setRinging(call);
      setFailure(null);
    } else if (call.id === ringing?.id) {
      setRinging(null);
    }
  });

  // The connection (not the camera: nobody has said yes yet) gets ready while the call rings.
  const ringingId = ringing?.id;
  useEffect(() => {
    if (!ringing) return undefined;
    let stopped = false;
    void getCallIceServers(bff, ringing.requestId).then(
      (iceServers) => {
        if (stopped) return;
        const configuration = peerConfiguration(iceServers, testIceTransportPolicy());
        warmUp.prepare(ringing.id, configuration, { media: false });
      },
      () => undefined,
    );
    // Answered, the call keeps what was prepared for its engine; anything else releases it.
    return () => {
      stopped = true;
    };
  }, [ringingId]);

  if (!ringing || !user) return null;
  return (
    <IncomingCallNotice
      title={`${ringing.startedBy.name} is calling`}
      detail={failure ?? 'A call about a job'}
      pending={pending}
      onDismiss={() => {
        warmUp.release(ringing.id);
        setRinging(null);
      }}
      onJoin={async () => {
        setPending(true);
        try {
          const answer = await joinCall(bff, ringing.id);
          openSession(answer.call.id, answer.iceServers);
          storeCall(queryClient, answer.call);
          setRinging(null);
          void navigate(jobPage(user.userType, ringing.requestId));
        } catch (error) {
          setFailure(failureMessage(error) ?? 'The call could not be joined.');
        } finally {
          setPending(false);
        }
      }}
    />
  );
}
