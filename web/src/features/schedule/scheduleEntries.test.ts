import { describe, expect, it } from 'vitest';
import { inProgress, kwethlukRequest } from '../admin/dispatch/dispatchFixtures';
import { heldJob, jobsAnswer, kwethlukOffer } from '../technician/jobs/jobsFixtures';
import { adminScheduleEntries, technicianScheduleEntries } from './scheduleEntries';

const fishCamp = {
  id: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  from: '2026-03-14',
  to: '2026-03-20',
  reason: 'fish_camp' as const,
  note: 'Kuskokwim, no signal',
};

describe("the technician's schedule", () => {
  it('puts a visit on the arrival day in Alaska, a hold with its reason, an offer and time away', () => {
    const accepted = heldJob({ eta: '2026-03-13T06:30:00.000Z' });
    const held = heldJob({
      requestId: 'b0000000-0000-4000-8000-000000000001',
      serviceTicketNumber: '20260311-0002',
      status: 'On hold',
      eta: '2026-03-16T19:00:00.000Z',
      reasons: [{ kind: 'on-hold', note: 'Fog at the airstrip', at: '2026-03-12T15:00:00.000Z' }],
    });
    const done = heldJob({
      requestId: 'c0000000-0000-4000-8000-000000000002',
      status: 'Completed',
    });
    const entries = technicianScheduleEntries(jobsAnswer([kwethlukOffer], [accepted, held, done]), [
      fishCamp,
    ]);
    expect(entries).toEqual([
      {
        id: `job-${accepted.requestId}`,
        kind: 'visit',
        // 06:30 UTC on the 13th is still the evening of the 12th in Alaska.
        start: '2026-03-12',
        title: '20260310-4821 · Kwethluk',
        detail: 'Arriving 10:30 PM AKDT',
      },
      {
        id: `job-${held.requestId}`,
        kind: 'hold',
        start: '2026-03-16',
        title: '20260311-0002 · Kwethluk',
        detail: 'Arriving 11:00 AM AKDT · Fog at the airstrip',
      },
      {
        id: `offer-${kwethlukOffer.requestId}`,
        kind: 'pending',
        start: '2026-03-12',
        title: '20260310-4821 · Kwethluk',
        detail: 'Asked for 10:00 AM - 12:00 PM',
      },
      {
        id: `away-${fishCamp.id}`,
        kind: 'unavailable',
        start: '2026-03-14',
        end: '2026-03-20',
        title: 'Fish camp',
        detail: 'Kuskokwim, no signal',
      },
    ]);
  });
});

describe("the admin's schedule", () => {
  it('shows each assigned visit with its technician, holds with their reason, and the waiting requests', () => {
    const entries = adminScheduleEntries(
      [{ ...kwethlukRequest, preferredTimeRange: 'Anytime' }],
      [
        inProgress(),
        inProgress({
          id: 'd0000000-0000-4000-8000-000000000003',
          status: 'On hold',
          eta: null,
          preferredDate: '2026-03-15',
          holdReason: 'Storm on the river',
        }),
      ],
      [],
    );
    expect(entries.map(({ kind, start, detail }) => ({ kind, start, detail }))).toEqual([
      { kind: 'visit', start: '2026-03-12', detail: 'Vera Kwethluk · Arriving 10:30 AM AKDT' },
      {
        kind: 'hold',
        start: '2026-03-15',
        detail: 'Vera Kwethluk · No arrival given yet · Storm on the river',
      },
      {
        kind: 'pending',
        start: '2026-03-12',
        detail: 'Kuskokwim Clinic · Asked for Anytime during business hours',
      },
    ]);
  });

  it("shows each technician's time away under their name, from its first day to its last", () => {
    const entries = adminScheduleEntries(
      [],
      [],
      [
        {
          id: '7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
          from: '2026-03-13',
          to: '2026-03-20',
          reason: 'hunting',
          note: 'Caribou, Kobuk',
          technicianId: 'tech-ada',
          technicianName: 'Ada Kiana',
        },
      ],
    );
    expect(entries).toEqual([
      {
        id: 'away-7a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
        kind: 'unavailable',
        start: '2026-03-13',
        end: '2026-03-20',
        title: 'Ada Kiana · Hunting',
        detail: 'Caribou, Kobuk',
      },
    ]);
  });
});
