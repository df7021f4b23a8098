import type { Notification, NotificationInbox, NotificationKind } from '@rha/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBffClient } from './BffClientProvider';
import { mergedWrites, newerThanRead } from './mergedWrites';
import { dataOrThrow, okOrThrow } from './requestError';

export const notificationInboxQueryKey = ['/api/notifications'] as const;
export const notificationSettingsQueryKey = ['/api/notification-settings'] as const;

/**
 * The inbox a read answered, with the notices the cache holds that are newer than any in it: they
 * arrived live while the read was on its way (it is read afresh each time the stream reconnects,
 * which on a satellite link is often), and the read's older answer must not drop them.
 */
export function mergeInboxes(
  known: NotificationInbox | undefined,
  arriving: NotificationInbox,
): NotificationInbox {
  const later = newerThanRead(
    known?.notifications ?? [],
    arriving.notifications,
    (notification) => notification.createdAt,
  );
  if (later.length === 0) return arriving;
  return {
    notifications: [...later, ...arriving.notifications],
    unread: arriving.unread + later.filter((notification) => notification.readAt === null).length,
  };
}

/**
 * The signed-in person's newest notices. Not polled: the live stream brings new ones into this
 * cache, and reads it afresh whenever it (re)connects.
 */
export function useNotificationInbox(enabled = true) {
  const bff = useBffClient();
  return useQuery<NotificationInbox>({
    queryKey: notificationInboxQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/notifications')),
    enabled,
    staleTime: Infinity,
    structuralSharing: mergedWrites(mergeInboxes),
  });
}

/** Puts a notice that arrived live at the top of the cached inbox, once. */
export function addLiveNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<NotificationInbox>(notificationInboxQueryKey, (inbox) => {
    if (inbox?.notifications.some((known) => known.id === notification.id)) return inbox;
    // Before the first read has answered, the notice waits here for it.
    return {
      notifications: [notification, ...(inbox?.notifications ?? [])],
      unread: (inbox?.unread ?? 0) + (notification.readAt === null ? 1 : 0),
    };
  });
}

function markedRead(inbox: NotificationInbox, ids: 'all' | string): NotificationInbox {
  const now = new Date().toISOString();
  let newlyRead = 0;
  const notifications = inbox.notifications.map((notification) => {
    if (notification.readAt !== null || (ids !== 'all' && notification.id !== ids)) {
      return notification;
    }
    newlyRead += 1;
    return { ...notification, readAt: now };
  });
  return {
    notifications,
    unread: ids === 'all' ? 0 : Math.max(0, inbox.unread - newlyRead),
  };
}

/** Marks one notice, or every one, read; the bell shows it at once. */
export function useMarkNotificationsRead() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: 'all' | string) => {
      if (ids === 'all') okOrThrow(await bff.POST('/api/notifications/read'));
      else {
        okOrThrow(
          await bff.POST('/api/notifications/{id}/read', { params: { path: { id: ids } } }),
        );
      }
    },
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationInbox>(
        notificationInboxQueryKey,
        (inbox) => inbox && markedRead(inbox, ids),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationInboxQueryKey }),
  });
}

export function useNotificationSettings() {
  const bff = useBffClient();
  return useQuery({
    queryKey: notificationSettingsQueryKey,
    queryFn: async () => dataOrThrow(await bff.GET('/api/notification-settings')),
  });
}

/** Switches one kind's e-mail on or off. */
export function useChangeNotificationSetting() {
  const bff = useBffClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, email }: { kind: NotificationKind; email: boolean }) =>
      dataOrThrow(
        await bff.PATCH('/api/notification-settings', { body: { email: { [kind]: email } } }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
