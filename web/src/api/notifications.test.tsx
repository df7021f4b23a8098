import type { Notification, NotificationInbox } from '@rha/contracts';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldRoute } from '../testing/fakeBff';
import { renderHookWithBff } from '../testing/renderHookWithBff';
import { addLiveNotification, mergeInboxes, useNotificationInbox } from './notifications';

afterEach(cleanup);

function notice(id: string, createdAt: string, readAt: string | null = null): Notification {
  return {
    id,
    kind: 'offer-received',
    title: 'New offer RHA-1001',
    actor: 'Remote Hands Alaska',
    link: '/dashboard?tab=jobs',
    createdAt,
    readAt,
  };
}

const older = notice('6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f', '2026-11-30T09:00:00.000Z');
const read = notice(
  '7f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  '2026-11-30T08:00:00.000Z',
  '2026-11-30T08:30:00.000Z',
);
const live = notice('8f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f', '2026-11-30T09:05:00.000Z');
const answered: NotificationInbox = { notifications: [older, read], unread: 4 };

describe('mergeInboxes', () => {
  it('keeps the notices that arrived live after the read, counting them unread', () => {
    expect(mergeInboxes({ notifications: [live, read], unread: 1 }, answered)).toEqual({
      notifications: [live, older, read],
      unread: 5,
    });
  });

  it("takes the read's answer for everything it lists or that is older than its newest", () => {
    const listedLive = { notifications: [live, older, read], unread: 5 };
    expect(mergeInboxes({ notifications: [live], unread: 1 }, listedLive)).toBe(listedLive);
    const gone = notice('9f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f', '2026-11-30T07:00:00.000Z');
    expect(mergeInboxes({ notifications: [gone], unread: 1 }, answered)).toBe(answered);
    expect(mergeInboxes(undefined, answered)).toBe(answered);
  });
});

describe('useNotificationInbox', () => {
  it('keeps a notice that arrived live while a read begun before it was on its way', async () => {
    const reads = heldRoute<NotificationInbox>();
    const { result, queryClient } = renderHookWithBff(() => useNotificationInbox(), {
      routes: {
        'GET /api/notifications': reads.route,
      },
    });
    await waitFor(() => expect(reads.answer).toHaveLength(1));
    act(() => addLiveNotification(queryClient, live));
    act(() => reads.answer[0]?.(answered));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toEqual({ notifications: [live, older, read], unread: 5 });
  });
});
