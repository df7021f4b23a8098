import type { Call } from '@rha/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { callHistoryLine } from './callHistory';

const person = (name: string, role: 'technician' | 'company') => ({
  userId: name,
  name,
  role,
  joinedAt: '2026-06-21T18:04:00Z',
  leftAt: '2026-06-21T18:16:00Z',
});

const call: Call = {
  id: '6a1c8b0e-3f52-4d5b-9a47-0b0c7d2e9f11',
  requestId: '0d3b6f2a-7e41-4c8e-8f5b-2a9c1e7d4b30',
  status: 'ended',
  startedBy: { userId: 'Tama', name: 'Tama', role: 'technician' },
  participants: [person('Tama', 'technician'), person('Rita', 'company')],
  startedAt: '2026-06-21T18:03:00Z',
  connectedAt: '2026-06-21T18:04:00Z',
  endedAt: '2026-06-21T18:16:00Z',
  endReason: 'hungUp',
};

describe('callHistoryLine', () => {
  it('says who, when in Alaska time, how long and how it ended', () => {
    expect(callHistoryLine(call)).toBe(
      'Call with Tama and Rita · Jun 21, 10:03 AM · 12 min · Hung up',
    );
  });

  it('has no length for a call nobody answered', () => {
    expect(
      callHistoryLine({
        ...call,
        participants: [person('Tama', 'technician')],
        connectedAt: null,
        endReason: 'missed',
      }),
    ).toBe('Call with Tama · Jun 21, 10:03 AM · Missed');
  });
});
