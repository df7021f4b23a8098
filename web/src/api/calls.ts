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
import { mergedWrites } from './mergedWrites';
import { dataOrThrow, okOrThrow } from './requestError';

export function jobCallsQueryKey(requestId: string) {
  return ['/api/service-requests/calls', requestId] as const;
}

/** The last moment a copy of a call names: every change to a call stamps one. */
function lastChangeOf(call: Call): number {
  const moments = [call.startedAt, call.connectedAt, call.endedAt];
  for (const person of call.participants) moments.push(person.joinedAt, person.leftAt);
  return Math.max(...moments.map((moment) => (moment ? Date.parse(moment) : 0)));
}

/**
 * A job's calls as two copies tell them, each call as it last changed, newest first. Reads,
 * answers and live events land out of order: a read begun just before a rejoin can land after
 * the rejoin's answer and event, and its older copy must not take the call back to the join
 * before (the page would connect for a join that is gone).
 */
export function mergeCallLists(known: CallList | undefined, arriving: CallList): CallList {
  const byId = new Map((known?.items ?? []).map((call) => [call.id, call]));
  for (const call of arriving.items) {
    const held = byId.get(call.id);
    if (!held || lastChangeOf(call) >= lastChangeOf(held)) byId.set(call.id, call);
  }
  const items = [...byId.values()].sort(
    (a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt),
  );
  return { items };
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
    // Every read and every stored call goes through the merge, whichever lands last.
    structuralSharing: mergedWrites(mergeCallLists),
  });
}

/** Puts a call as the live stream or an answer gave it into its job's list. */
export function storeCall(queryClient: QueryClient, call: Call): void {
  queryClient.setQueryData<CallList>(jobCallsQueryKey(call.requestId), (list) =>
    mergeCallLists(list, { items: [call] }),
  );
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
