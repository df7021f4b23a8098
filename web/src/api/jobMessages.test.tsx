import type { JobMessage, JobMessageThread } from '@rha/contracts/schemas';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldRoute } from '../testing/fakeBff';
import { renderHookWithBff } from '../testing/renderHookWithBff';
import { jobThreadQueryKey, mergeThreads, useJobThread } from './jobMessages';

afterEach(cleanup);

const requestId = '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f';

function message(n: number, sentAt: string): JobMessage {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    clientId: `10000000-0000-4000-8000-00000000000${n}`,
    party: 'company',
    authorName: 'Rita R.',
    mine: true,
    text: `Message ${n}`,
    attachments: [],
    sentAt,
  };
}

const first = message(1, '2026-11-30T09:00:00.000Z');
const second = message(2, '2026-11-30T09:01:00.000Z');
const justSent = message(3, '2026-11-30T09:02:00.000Z');
const thread = (...messages: JobMessage[]): JobMessageThread => ({
  requestId,
  party: 'company',
  messages,
  unread: 0,
});

describe('mergeThreads', () => {
  it('keeps a message sent after the read, after those the read lists', () => {
    expect(mergeThreads(thread(first, justSent), thread(first, second))).toEqual(
      thread(first, second, justSent),
    );
  });

  it("takes the read's answer when it lists everything newer", () => {
    const answered = thread(first, second, justSent);
    expect(mergeThreads(thread(first, justSent), answered)).toBe(answered);
    expect(mergeThreads(undefined, answered)).toBe(answered);
  });
});

describe('useJobThread', () => {
  it('keeps a message just sent while a read begun before it lands afterwards', async () => {
    const reads = heldRoute<JobMessageThread>();
    const { result, queryClient } = renderHookWithBff(() => useJobThread(requestId), {
      routes: {
        [`GET /api/service-requests/${requestId}/messages`]: reads.route,
      },
    });
    await waitFor(() => expect(reads.answer).toHaveLength(1));
    act(() => queryClient.setQueryData(jobThreadQueryKey(requestId), thread(first, justSent)));
    act(() => reads.answer[0]?.(thread(first)));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toEqual(thread(first, justSent));
  });
});
