import { WEB_PAGES } from '@rha/contracts/reference';
import type { Notification } from '@rha/contracts';
import { NotificationBell, type NotificationBellItem } from '@rha/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  addLiveNotification,
  notificationInboxQueryKey,
  useMarkNotificationsRead,
  useNotificationInbox,
} from '../../api/notifications';
import { refreshNoticeConcerns } from '../../api/noticeConcerns';
import { useLiveEvent } from '../live/LiveEvents';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function itemOf(notification: Notification): NotificationBellItem {
  return {
    id: notification.id,
    title: notification.title,
    actor: notification.actor,
    time: timeFormat.format(new Date(notification.createdAt)),
    dateTime: notification.createdAt,
    href: notification.link,
    unread: notification.readAt === null,
  };
}

/** The top bar's bell: the inbox, kept current by the live stream without polling. */
export function TopBarNotifications() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const inbox = useNotificationInbox();
  const markRead = useMarkNotificationsRead();

  useLiveEvent(
    'notification',
    (notification) => {
      addLiveNotification(queryClient, notification);
      refreshNoticeConcerns(queryClient, notification.kind);
    },
    // Connected again: whatever the stream could not replay is read afresh.
    () => void queryClient.invalidateQueries({ queryKey: notificationInboxQueryKey }),
  );

  return (
    <NotificationBell
      open={open}
      onOpenChange={setOpen}
      unread={inbox.data?.unread ?? 0}
      items={(inbox.data?.notifications ?? []).map(itemOf)}
      loading={inbox.isPending}
      {...(inbox.isError && { emptyText: 'Notifications could not be loaded.' })}
      onItemSelect={(item) => {
        if (item.unread) markRead.mutate(item.id);
      }}
      onMarkAllRead={() => markRead.mutate('all')}
      renderLink={(item, content) => <Link to={item.href}>{content}</Link>}
      footer={
        <Link to={WEB_PAGES.notificationSettings} onClick={() => setOpen(false)}>
          Notification settings
        </Link>
      }
    />
  );
}
