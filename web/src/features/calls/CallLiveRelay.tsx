import { useQueryClient } from '@tanstack/react-query';
import { storeCall } from '../../api/calls';
import { useLiveEvent } from '../live/LiveEvents';
import { useCalls } from './CallsProvider';

/** Keeps each job's calls current from the live stream and hands the other side's signals to the call. */
export function CallLiveRelay(): null {
  const queryClient = useQueryClient();
  const { inbox, warmUp } = useCalls();
  useLiveEvent('call', (call) => {
    storeCall(queryClient, call);
    if (call.status === 'ended') {
      inbox.forget(call.id);
      warmUp.release(call.id);
    }
  });
  useLiveEvent('callSignal', (event) => inbox.push(event));
  return null;
}
