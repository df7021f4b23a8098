import type { Call } from '@rha/contracts';
import type { ServiceRequestStatus, TimelineRole } from '@rha/contracts/reference';
import { describe, expect, it } from 'vitest';
import type { RequestTimelineEntry } from '../../api/bffTypes';
import {
  callLength,
  callTone,
  describeCall,
  describeMove,
  latestCheckIn,
  personOf,
} from './timelineWording';

function entry(
  from: ServiceRequestStatus | null,
  to: ServiceRequestStatus,
  note = '',
  role: TimelineRole = 'system',
  name = '',
): RequestTimelineEntry {
  return {
    id: `${from}-${to}-${note}`,
    from,
    to,
    note,
    by: { role, name },
    at: '2026-03-12T21:30:00.000Z',
  };
}

describe('describeMove', () => {
  it.each<[string, RequestTimelineEntry, string, string]>([
    ['a submission', entry(null, 'Submitted', '', 'company'), 'Request submitted', ''],
    ['a custom request', entry(null, 'Quote needed', '', 'company'), 'Request submitted', ''],
    ['a quote', entry('Quote needed', 'Quoted', 'Quoted $1,250', 'admin'), 'Quoted $1,250', ''],
    ['an accepted quote', entry('Quoted', 'Submitted', '', 'company'), 'Quote accepted', ''],
    [
      'a declined quote',
      entry('Quoted', 'Cancelled', 'Over budget', 'company'),
      'Quote declined, request cancelled',
      'Over budget',
    ],
    [
      'a wave of offers',
      entry('Submitted', 'Dispatching', 'Offered to 2 technicians'),
      'Offered to 2 technicians',
      '',
    ],
    [
      'a withdrawn offer',
      entry('Dispatching', 'Dispatching', 'Offer to Sam Kuskokwim withdrawn: suspended'),
      'Offer to Sam Kuskokwim withdrawn: suspended',
      '',
    ],
    [
      'the last offer withdrawn',
      entry('Dispatching', 'Submitted', 'Offer to Sam Kuskokwim withdrawn: rejected'),
      'Waiting for a technician again',
      'Offer to Sam Kuskokwim withdrawn: rejected',
    ],
    [
      'a held job reassigned',
      entry('Accepted', 'Submitted', 'Reassigned: Sam was suspended', 'admin'),
      'Taken back to find another technician',
      'Reassigned: Sam was suspended',
    ],
    ['an accepted offer', entry('Dispatching', 'Accepted', '', 'technician'), 'Accepted', ''],
    [
      "an admin's assignment",
      entry('Submitted', 'Accepted', '', 'admin'),
      'Assigned to a technician',
      '',
    ],
    ['a hold', entry('Accepted', 'On hold', 'Freezing fog'), 'Put on hold', 'Freezing fog'],
    ['a new hold', entry('On hold', 'On hold', 'Still foggy'), 'Hold updated', 'Still foggy'],
    ['a resumption', entry('On hold', 'Accepted'), 'Resumed', ''],
    [
      'a check-out',
      entry('On site', 'Work done', 'Modem reset'),
      'Checked out: work done',
      'Modem reset',
    ],
    [
      'a return on site',
      entry('Work done', 'On site', 'The fan is loud', 'company'),
      'Sent back to the technician on site',
      'The fan is loud',
    ],
    [
      'a return for a visit',
      entry('Work done', 'Accepted', 'Bring a ladder', 'company'),
      'Sent back for another visit',
      'Bring a ladder',
    ],
    ['an approval', entry('Work done', 'Completed', '', 'company'), 'Work approved', ''],
    ['the automatic approval', entry('Work done', 'Completed'), 'Approved automatically', ''],
    [
      'a warranty reopening',
      entry('Completed', 'Accepted', 'It failed again', 'company'),
      'Reopened under the warranty',
      'It failed again',
    ],
    [
      'a cancellation',
      entry('Submitted', 'Cancelled', 'Fixed it', 'company'),
      'Cancelled',
      'Fixed it',
    ],
  ])('words %s in plain words, never as a status change', (_case, move, title, detail) => {
    expect(describeMove(move)).toEqual({ title, detail });
    expect(describeMove(move).title).not.toContain('→');
  });

  it('says where the technician checked in, when that is known', () => {
    const checkIn = entry('Accepted', 'On site', 'Checked in', 'technician');
    expect(describeMove(checkIn, '120 m from the site').title).toBe(
      'Checked in 120 m from the site',
    );
    expect(describeMove(checkIn, 'at the site (120 m)').title).toBe(
      'Checked in at the site (120 m)',
    );
    expect(describeMove(checkIn)).toEqual({ title: 'Checked in', detail: '' });
  });
});

describe('personOf', () => {
  it('names people, and says when the system moved it', () => {
    expect(personOf(entry(null, 'Submitted', '', 'company', 'Mary Alexie').by)).toBe('Mary Alexie');
    expect(personOf(entry(null, 'Submitted', '', 'company').by)).toBe('The company');
    expect(personOf(entry('Submitted', 'Accepted', '', 'admin', 'Ada Admin').by)).toBe(
      'Ada Admin, Remote Hands support',
    );
    expect(personOf(entry('Work done', 'Completed').by)).toBe('Automatically');
  });
});

describe('latestCheckIn', () => {
  it('finds the last arrival on site, not a return to it', () => {
    const first = entry('Accepted', 'On site', 'Checked in', 'technician');
    const back = entry('Work done', 'On site', 'Again', 'company');
    const second = { ...entry('On hold', 'On site', 'Checked in', 'technician'), id: 'second' };
    expect(latestCheckIn([first, back])).toBe(first);
    expect(latestCheckIn([first, back, second])).toBe(second);
    expect(latestCheckIn([entry(null, 'Submitted')])).toBeUndefined();
  });
});

function call(endReason: Call['endReason'], connectedAt: string | null, endedAt: string): Call {
  const person = (userId: string, name: string, role: 'technician' | 'company') => ({
    userId,
    name,
    role,
    joinedAt: '2026-03-12T21:30:00.000Z',
    leftAt: endedAt,
  });
  return {
    id: 'call-1',
    requestId: 'request-1',
    status: 'ended',
    startedBy: { userId: 'tech', name: 'Sam Kuskokwim', role: 'technician' },
    participants: connectedAt
      ? [person('tech', 'Sam Kuskokwim', 'technician'), person('co', 'Mary Alexie', 'company')]
      : [person('tech', 'Sam Kuskokwim', 'technician')],
    startedAt: '2026-03-12T21:30:00.000Z',
    connectedAt,
    endedAt,
    endReason,
  };
}

describe('describeCall', () => {
  it.each<[string, Call, string, string]>([
    [
      'a call hung up',
      call('hungUp', '2026-03-12T21:30:20.000Z', '2026-03-12T21:42:20.000Z'),
      'Call, 12 min, hung up',
      'Sam Kuskokwim called; Mary Alexie joined',
    ],
    [
      'a long call dropped',
      call('dropped', '2026-03-12T21:30:00.000Z', '2026-03-12T22:35:00.000Z'),
      'Call dropped after 1 h 5 min',
      'Sam Kuskokwim called; Mary Alexie joined',
    ],
    [
      'a missed call',
      call('missed', null, '2026-03-12T21:31:00.000Z'),
      'Missed call',
      'Sam Kuskokwim called; nobody joined',
    ],
    [
      'a call its caller gave up on',
      call('hungUp', null, '2026-03-12T21:30:30.000Z'),
      'Call not answered',
      'Sam Kuskokwim called; nobody joined',
    ],
  ])('words %s', (_, ended, title, detail) => {
    expect(describeCall(ended)).toEqual({ title, detail });
  });

  it('names support as support', () => {
    const answered = call('hungUp', '2026-03-12T21:30:20.000Z', '2026-03-12T21:31:20.000Z');
    const admin = { userId: 'ad', name: 'Ana Oktoyuk', role: 'admin' as const };
    expect(
      describeCall({
        ...answered,
        participants: answered.participants.map((p) =>
          p.role === 'company' ? { ...p, ...admin } : p,
        ),
      }).detail,
    ).toBe('Sam Kuskokwim called; Ana Oktoyuk, Remote Hands support joined');
  });

  it('marks the calls that fell short', () => {
    expect(callTone(call('hungUp', '2026-03-12T21:30:20.000Z', '2026-03-12T21:31:20.000Z'))).toBe(
      'progress',
    );
    expect(callTone(call('dropped', '2026-03-12T21:30:20.000Z', '2026-03-12T21:31:20.000Z'))).toBe(
      'problem',
    );
    expect(callTone(call('missed', null, '2026-03-12T21:31:00.000Z'))).toBe('problem');
  });

  it('says a short call lasted under a minute', () => {
    expect(
      callLength({ connectedAt: '2026-03-12T21:30:00.000Z', endedAt: '2026-03-12T21:30:20.000Z' }),
    ).toBe('under a minute');
  });
});
