import type { Call, CallList } from '@rha/contracts/schemas';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldRoute } from '../testing/fakeBff';
import { renderHookWithBff } from '../testing/renderHookWithBff';
import { mergeCallLists, storeCall, useJobCalls } from './calls';

afterEach(cleanup);

const requestId = '5d3c1f0e-8a4b-4c2d-9e6f-7a8b9c0d1e2f';

function call(id: string, startedAt: string, changes: Partial<Call> = {}): Call {
  return {
    id,
    requestId,
    status: 'active',
    startedBy: { userId: 'tech-1', name: 'Tama T.', role: 'technician' },
    participants: [
      { userId: 'tech-1', name: 'Tama T.', role: 'technician', joinedAt: startedAt, leftAt: null },
      {
        userId: 'company-1',
        name: 'Rita R.',
        role: 'company',
        joinedAt: '2026-11-30T10:00:05.000Z',
        leftAt: null,
      },
    ],
    startedAt,
    connectedAt: '2026-11-30T10:00:05.000Z',
    endedAt: null,
    endReason: null,
    ...changes,
  };
}

const CALL_ID = '0b0c6b1e-2f4d-4a55-9f3e-1c2d3e4f5a6b';
const OLDER_ID = '1b0c6b1e-2f4d-4a55-9f3e-1c2d3e4f5a6b';
const before = call(CALL_ID, '2026-11-30T10:00:00.000Z');
const rejoined = call(CALL_ID, '2026-11-30T10:00:00.000Z', {
  participants: before.participants.map((person) =>
    person.role === 'company' ? { ...person, joinedAt: '2026-11-30T10:03:00.000Z' } : person,
  ),
});

describe('mergeCallLists', () => {
  it('keeps the copy of each call that changed last, whichever arrives last', () => {
    expect(mergeCallLists({ items: [rejoined] }, { items: [before] })).toEqual({
      items: [rejoined],
    });
    expect(mergeCallLists({ items: [before] }, { items: [rejoined] })).toEqual({
      items: [rejoined],
    });
  });

  it('keeps a call only one copy holds, newest started first', () => {
    const older = call(OLDER_ID, '2026-11-29T08:00:00.000Z', { status: 'ended' });
    const ended = { ...older, endedAt: '2026-11-29T08:10:00.000Z', endReason: 'hungUp' as const };
    expect(mergeCallLists({ items: [rejoined] }, { items: [ended] }).items).toEqual([
      rejoined,
      ended,
    ]);
    expect(mergeCallLists(undefined, { items: [ended, rejoined] }).items).toEqual([
      rejoined,
      ended,
    ]);
  });
});

describe('useJobCalls', () => {
  it('keeps a rejoin stored while a read begun before it lands afterwards', async () => {
    const reads = heldRoute<CallList>();
    const { result, queryClient } = renderHookWithBff(() => useJobCalls(requestId), {
      routes: {
        [`GET /api/service-requests/${requestId}/calls`]: reads.route,
      },
    });
    await waitFor(() => expect(reads.answer).toHaveLength(1));
    act(() => storeCall(queryClient, rejoined));
    act(() => reads.answer[0]?.({ items: [before] }));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toEqual({ items: [rejoined] });
  });
});
