import { describe, expect, it } from 'vitest';
import { createServiceRequestSchema, createUnavailablePeriodSchema } from '../src/schemas.js';
import { issuesByField } from './helpers.js';

/** 2:50 PM in Anchorage (AKDT, UTC-8) on 15 June 2030. */
const afternoon = new Date('2030-06-15T22:50:00Z');

const request = {
  serviceTicketNumber: '20300615-4821',
  serviceType: 'remote-hands',
  jobDescription: 'Replace the failed switch in the clinic server closet.',
  location: 'loc-1',
  restrictedAccess: 'no',
  preferredDate: '2030-06-15',
  preferredTimeRange: '4:00 PM - 6:00 PM',
  liveVideoRequired: 'no',
  hasDocumentation: 'no',
};

const at = (now: Date) => createServiceRequestSchema({ now: () => now });

describe('the preferred service date and time range', () => {
  it('accepts today with a range that has not ended', () => {
    expect(issuesByField(at(afternoon), request)).toEqual({});
  });

  it('refuses today with a range that ended on Alaska time', () => {
    expect(
      issuesByField(at(afternoon), { ...request, preferredTimeRange: '8:00 AM - 10:00 AM' }),
    ).toEqual({
      preferredTimeRange: ['This time range has already ended today; please choose a later one'],
    });
  });

  it("ends 'Anytime during business hours' at 6 PM", () => {
    const anytime = { ...request, preferredTimeRange: 'Anytime' };
    expect(issuesByField(at(new Date('2030-06-16T01:59:00Z')), anytime)).toEqual({});
    expect(issuesByField(at(new Date('2030-06-16T02:00:00Z')), anytime)).toHaveProperty(
      'preferredTimeRange',
    );
  });

  it('takes any range on a later day, and no range for remote eyes', () => {
    const tomorrow = {
      ...request,
      preferredDate: '2030-06-16',
      preferredTimeRange: '8:00 AM - 10:00 AM',
    };
    expect(issuesByField(at(afternoon), tomorrow)).toEqual({});
    const eyes = {
      ...request,
      serviceType: 'remote-eyes',
      preferredTimeRange: '',
      liveVideoRequired: '',
    };
    expect(issuesByField(at(afternoon), eyes)).toEqual({});
  });

  it('accepts a date two years ahead and refuses one a day later, or year 9999', () => {
    expect(issuesByField(at(afternoon), { ...request, preferredDate: '2032-06-15' })).toEqual({});
    for (const preferredDate of ['2032-06-16', '9999-12-31']) {
      expect(issuesByField(at(afternoon), { ...request, preferredDate })).toEqual({
        preferredDate: ['Preferred date must be within 2 years'],
      });
    }
  });

  it('still refuses year 0001 as in the past', () => {
    expect(issuesByField(at(afternoon), { ...request, preferredDate: '0001-01-01' })).toEqual({
      preferredDate: ['Preferred date cannot be in the past'],
    });
  });
});

describe('an unavailable period', () => {
  const schema = createUnavailablePeriodSchema({ today: () => '2030-06-15' });
  const period = { from: '2030-06-10', to: '2030-06-20', reason: 'fish_camp' };

  it('may have begun already, and may reach two years ahead', () => {
    expect(issuesByField(schema, period)).toEqual({});
    expect(issuesByField(schema, { ...period, to: '2032-06-15' })).toEqual({});
  });

  it('refuses one that is over', () => {
    expect(issuesByField(schema, { ...period, to: '2030-06-14' })).toEqual({
      to: ['The end date cannot be in the past'],
    });
  });

  it('refuses dates outside two years either side of today', () => {
    expect(issuesByField(schema, { ...period, from: '0001-01-01', to: '9999-12-31' })).toEqual({
      from: ['Dates must be within 2 years from today'],
      to: ['Dates must be within 2 years from today'],
    });
  });
});
