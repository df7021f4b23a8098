import { describe, expect, it } from 'vitest';
import { MAX_OFFERS_AT_ONCE } from '../src/reference.js';
import {
  dispatchOffersSchema,
  internalDispatchCandidatesQuerySchema,
  messages,
  offerAcceptanceSchema,
  offerDeclineSchema,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const m = messages.dispatch;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const technicianId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the arrival time of an accepted job', () => {
  it('takes an ISO date-time with an offset in the coming year', () => {
    const eta = hoursFromNow(20);
    expect(offerAcceptanceSchema.parse({ eta })).toEqual({ eta });
    expect(issuesByField(offerAcceptanceSchema, { eta: eta.replace('Z', '-08:00') })).toEqual({});
  });

  it('names one problem at a time', () => {
    expect(issuesByField(offerAcceptanceSchema, { eta: 'soon' })).toEqual({ eta: [m.invalidEta] });
    expect(issuesByField(offerAcceptanceSchema, { eta: '' })).toEqual({ eta: [m.invalidEta] });
    expect(issuesByField(offerAcceptanceSchema, { eta: hoursFromNow(-3) })).toEqual({
      eta: [m.etaInPast],
    });
    expect(issuesByField(offerAcceptanceSchema, { eta: hoursFromNow(24 * 400) })).toEqual({
      eta: [m.etaTooFar],
    });
  });

  it('forgives a device clock a little behind', () => {
    expect(issuesByField(offerAcceptanceSchema, { eta: hoursFromNow(-0.5) })).toEqual({});
  });
});

describe("an admin's offers", () => {
  it('need one to MAX_OFFERS_AT_ONCE different technicians', () => {
    expect(issuesByField(dispatchOffersSchema, { technicianIds: [] })).toEqual({
      technicianIds: [m.technicianRequired],
    });
    expect(
      issuesByField(dispatchOffersSchema, { technicianIds: [technicianId(1), technicianId(1)] }),
    ).toEqual({ technicianIds: [m.duplicateTechnician] });
    const tooMany = Array.from({ length: MAX_OFFERS_AT_ONCE + 1 }, (_, n) => technicianId(n));
    expect(issuesByField(dispatchOffersSchema, { technicianIds: tooMany })).toEqual({
      technicianIds: [m.tooManyTechnicians(MAX_OFFERS_AT_ONCE)],
    });
  });
});

describe('a decline', () => {
  it('needs one of the listed reasons; the note is optional', () => {
    expect(offerDeclineSchema.parse({ reason: 'Outside my skills' })).toEqual({
      reason: 'Outside my skills',
      note: '',
    });
    expect(issuesByField(offerDeclineSchema, { reason: 'Bored' })).toEqual({
      reason: [m.declineReasonRequired],
    });
  });
});

describe('the internal candidates query', () => {
  const base = { community: 'Kwethluk', serviceType: 'remote-eyes', date: '2030-06-20' };

  it('reads one technicianId as a list of one, several as they are', () => {
    expect(
      internalDispatchCandidatesQuerySchema.parse({ ...base, technicianId: technicianId(1) })
        .technicianId,
    ).toEqual([technicianId(1)]);
    expect(
      internalDispatchCandidatesQuerySchema.parse({
        ...base,
        technicianId: [technicianId(1), technicianId(2)],
        rank: 'lives_there',
      }),
    ).toMatchObject({ technicianId: [technicianId(1), technicianId(2)], rank: 'lives_there' });
  });
});
