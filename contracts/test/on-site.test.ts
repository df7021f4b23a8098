import { describe, expect, it } from 'vitest';
import {
  checkInSchema,
  checkOutSchema,
  messages,
  sendBackSchema,
  serviceLogEntrySchema,
  warrantyReopenSchema,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const m = messages.onSite;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const clientId = '6f1c2a9e-3b7d-4c5e-9f10-2a3b4c5d6e7f';

describe('check-in', () => {
  it('keeps the location only when the technician shares it', () => {
    const capturedAt = minutesFromNow(-90);
    expect(checkInSchema.parse({ capturedAt })).toEqual({ capturedAt, location: null });
    const location = { latitude: 60.79, longitude: -161.43, accuracyMeters: 12 };
    expect(checkInSchema.parse({ capturedAt, location })).toEqual({ capturedAt, location });
  });

  it('refuses a location off the globe and a time in the future', () => {
    expect(
      issuesByField(checkInSchema, {
        capturedAt: minutesFromNow(-1),
        location: { latitude: 91, longitude: 0, accuracyMeters: 5 },
      }),
    ).toHaveProperty(['location.latitude']);
    expect(issuesByField(checkInSchema, { capturedAt: minutesFromNow(60) })).toEqual({
      capturedAt: [m.capturedInFuture],
    });
    expect(issuesByField(checkInSchema, { capturedAt: 'this morning' })).toEqual({
      capturedAt: [m.invalidCapturedAt],
    });
  });

  it('takes a time logged offline weeks ago, but not one from a broken clock', () => {
    expect(issuesByField(checkInSchema, { capturedAt: minutesFromNow(-29 * 24 * 60) })).toEqual({});
    for (const capturedAt of [minutesFromNow(-31 * 24 * 60), '0001-01-01T00:00:00Z']) {
      expect(issuesByField(checkInSchema, { capturedAt })).toEqual({
        capturedAt: [m.capturedTooLongAgo(30)],
      });
    }
  });

  it('forgives a device clock a few minutes ahead', () => {
    expect(issuesByField(checkInSchema, { capturedAt: minutesFromNow(5) })).toEqual({});
  });
});

describe('the service log and check-out', () => {
  it('needs text, a device-made id and the time it was written', () => {
    const entry = {
      clientId,
      capturedAt: minutesFromNow(-600),
      text: '  Swapped the PoE injector. ',
    };
    expect(serviceLogEntrySchema.parse(entry)).toEqual({
      ...entry,
      text: 'Swapped the PoE injector.',
    });
    expect(issuesByField(serviceLogEntrySchema, { ...entry, text: ' ', clientId: 'x' })).toEqual({
      text: [m.logTextRequired],
      clientId: [m.invalidClientId],
    });
  });

  it('asks for a summary of the work at check-out', () => {
    expect(
      issuesByField(checkOutSchema, { capturedAt: minutesFromNow(0), workSummary: '' }),
    ).toEqual({
      workSummary: [m.workSummaryRequired],
    });
  });
});

describe("the company's review", () => {
  it('sends back to On site or Accepted only, with a reason', () => {
    expect(sendBackSchema.parse({ to: 'On site', reason: 'No picture yet.' })).toEqual({
      to: 'On site',
      reason: 'No picture yet.',
    });
    expect(issuesByField(sendBackSchema, { to: 'Completed', reason: '' })).toEqual({
      to: [m.sendBackTargetRequired],
      reason: [m.sendBackReasonRequired],
    });
  });

  it('reopens under the warranty with a reason', () => {
    expect(issuesByField(warrantyReopenSchema, { reason: '' })).toEqual({
      reason: [m.warrantyReasonRequired],
    });
  });
});
