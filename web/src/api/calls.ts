import type { BffClient } from '@rha/contracts';
import type {
  Call,
  CallList,
  CallSignalSend,
  CallWithIceServers,
  IceServer,
} from '@rha/contracts/schemas';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { dataOrThrow, okOrThrow } from './requestError';

export function jobCallsQueryKey(requestId: string) {
  return ['/api/service-requests/calls', requestId] as const;
}

/** A job's calls, newest first; the live stream keeps it current. */
export function useJobCalls(requestId: string) {
  const bff = useBffClient();
  return useQuery<CallList>({
    queryKey: jobCallsQueryKey(requestId),
    queryFn: async () =>
      dataOrThrow(
        await bff.GET('/api/service-requests/{id}/calls', { params: { path: { id: requestId } } }),
      ),
    staleTime: 0,
  });
}

/** Puts a call as the live stream or an answer gave it into its job's list, newest first. */
export function storeCall(queryClient: QueryClient, call: Call): void {
  queryClient.setQueryData<CallList>(jobCallsQueryKey(call.requestId), (list) => {
    const others = (list?.items ?? []).filter((item) => item.id !== call.id);
    return { items: [call, ...others] };
  });
}

export async function startCall(bff: BffClient, requestId: string): Promise<CallWithIceServers> {
  return dataOrThrow(
    await bff.POST('/api/service-requests/{id}/calls', { params: { path: { id: requestId } } }),
  );
}

/** The ICE servers a page may prepare the job's ringing call by, before its person joins. */
export async function getCallIceServers(bff: BffClient, requestId: string): Promise<IceServer[]> {
  const { iceServers } = dataOrThrow(
    await bff.GET('/api/service-requests/{id}/calls/ice-servers', {
      params: { path: { id: requestId } },
    }),
  );
  return iceServers;
}

export async function joinCall(bff: BffClient, callId: string): Promise<CallWithIceServers> {
  return dataOrThrow(await bff.POST('/api/calls/{callId}/join', { params: { path: { callId } } }));
}

export async function hangUpCall(bff: BffClient, callId: string): Promise<Call> {
  const { call } = dataOrThrow(
    await bff.POST('/api/calls/{callId}/hang-up', { params: { path: { callId } } }),
  );
  return call;
}

export async function keepCallAlive(bff: BffClient, callId: string): Promise<void> {
  okOrThrow(await bff.POST('/api/calls/{callId}/keep-alive', { params: { path: { callId } } }));
}

export async function sendCallSignal(
  bff: BffClient,
  callId: string,
  body: CallSignalSend,
): Promise<void> {
  okOrThrow(await bff.POST('/api/calls/{callId}/signals', { params: { path: { callId } }, body }));
}
