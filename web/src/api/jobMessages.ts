import type { BffClient } from '@rha/contracts';
import type {
  JobMessage,
  JobMessageThread,
  NewJobMessage,
  UnreadMessages,
} from '@rha/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { mergedWrites, newerThanRead } from './mergedWrites';
import { dataOrThrow, okOrThrow } from './requestError';

export const unreadMessagesQueryKey = ['/api/messages/unread'] as const;

/** Every job's thread: the prefix of each one's key. */
export const jobThreadsQueryKey = ['/api/service-requests/messages'] as const;

export function jobThreadQueryKey(requestId: string) {
  return [...jobThreadsQueryKey, requestId] as const;
}

/** Messages arrive from the other sides while a thread is open: it is read again this often. */
export const THREAD_REFRESH_MS = 20_000;

/** The dashboards' counts follow new messages less eagerly than an open thread does. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * A thread as a read answered it, with the messages the cache holds that are newer than its
 * newest: one just sent here, stored from the send's answer while a read begun before it was on
 * its way, must not vanish when that read lands.
 */
export function mergeThreads(
  known: JobMessageThread | undefined,
  arriving: JobMessageThread,
): JobMessageThread {
  const later = newerThanRead(
    known?.messages ?? [],
    arriving.messages,
    (message) => message.sentAt,
  );
  if (later.length === 0) return arriving;
  return { ...arriving, messages: [...arriving.messages, ...later] };
}

/** One job's thread, read while it is shown. */
export function useJobThread(requestId: string) {
  const bff = useBffClient();
  return useQuery<JobMessageThread>({
    queryKey: jobThreadQueryKey(requestId),
    queryFn: async () => {
      return dataOrThrow(
        await bff.GET('/api/service-requests/{id}/messages', {
          params: { path: { id: requestId } },
        }),
      );
    },
    staleTime: 0,
    refetchInterval: THREAD_REFRESH_MS,
    structuralSharing: mergedWrites(mergeThreads),
  });
}

/** Where the signed-in user has messages waiting, for the badges. */
export function useUnreadMessages() {
  const bff = useBffClient();
  return useQuery<UnreadMessages>({
    queryKey: unreadMessagesQueryKey,
    queryFn: async () => {
      return dataOrThrow(await bff.GET('/api/messages/unread'));
    },
    staleTime: 0,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

/**
 * POSTs one message. Sending the same `clientId` again is safe: the server answers the message it
 * stored the first time.
 */
export async function sendJobMessage(
  bff: BffClient,
  requestId: string,
  message: NewJobMessage,
): Promise<JobMessage> {
  return dataOrThrow(
    await bff.POST('/api/service-requests/{id}/messages', {
      params: { path: { id: requestId } },
      body: message,
    }),
  );
}

/** Marks the caller's side of the thread read through a message; the badges follow. */
export function useMarkMessagesRead(requestId: string) {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (through) => {
      okOrThrow(
        await bff.POST('/api/service-requests/{id}/messages/read', {
          params: { path: { id: requestId } },
          body: { through },
        }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unreadMessagesQueryKey }),
  });
}
