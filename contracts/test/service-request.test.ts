import { describe, expect, it } from 'vitest';
import {
  createServiceRequestSchema,
  createServiceTicketNumber,
  isServiceTicketNumber,
  serviceRequestReveals,
  serviceRequestSchema,
  todayInAlaska,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

const today = '2030-06-15';
const schema = createServiceRequestSchema({ today: () => today });

const request = {
  serviceTicketNumber: '20300615-4821',
  serviceType: 'remote-hands',
  jobDescription: 'Replace the failed switch in the clinic server closet.',
  location: 'loc-1',
  restrictedAccess: 'no',
  preferredDate: '2030-06-20',
  preferredTimeRange: '8:00 AM - 10:00 AM',
  liveVideoRequired: 'yes',
  hasWifi: 'yes',
  hasDocumentation: 'no',
};

describe('service request schema', () => {
  it('accepts a complete remote-hands request and fills the unanswered fields', () => {
    const parsed = schema.parse(request);
    expect(parsed.serviceType).toBe('remote-hands');
    expect(parsed.contactPerson).toBe('');
    expect(parsed.videoDuration).toBe('');
  });

  it("rejects a 9-character job description with exactly the spec's message", () => {
    expect(issuesByField(schema, { ...request, jobDescription: '123456789' })).toEqual({
      jobDescription: ['Job description must be at least 10 characters'],
    });
  });

  it('accepts a 10-character job description', () => {
    expect(schema.safeParse({ ...request, jobDescription: '1234567890' }).success).toBe(true);
  });

  it("gives the spec's messages for a missing location, date and time range", () => {
    expect(
      issuesByField(schema, {
        ...request,
        location: '',
        preferredDate: '',
        preferredTimeRange: '',
      }),
    ).toEqual({
      location: ['Please select a location'],
      preferredDate: ['Please select a preferred date'],
      preferredTimeRange: ['Please select a preferred time range'],
    });
  });

  it('rejects a preferred date before today and accepts today', () => {
    expect(issuesByField(schema, { ...request, preferredDate: '2030-06-14' })).toEqual({
      preferredDate: ['Preferred date cannot be in the past'],
    });
    expect(schema.safeParse({ ...request, preferredDate: today }).success).toBe(true);
  });

  it("rejects yesterday against today's real date", () => {
    const [year, month, day] = todayInAlaska().split('-').map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
    expect(issuesByField(serviceRequestSchema, { ...request, preferredDate: yesterday })).toEqual({
      preferredDate: ['Preferred date cannot be in the past'],
    });
  });

  it('rejects an impossible date', () => {
    expect(issuesByField(schema, { ...request, preferredDate: '2030-02-30' })).toEqual({
      preferredDate: ['Please select a preferred date'],
    });
  });

  it('needs no time range for remote-eyes and drops the live video answers', () => {
    const parsed = schema.parse({
      ...request,
      serviceType: 'remote-eyes',
      preferredTimeRange: '',
    });
    expect(parsed.preferredTimeRange).toBe('');
    expect(parsed.liveVideoRequired).toBe('');
    expect(parsed.hasWifi).toBe('');
  });

  it('requires a contact person and phone number when access is restricted', () => {
    expect(issuesByField(schema, { ...request, restrictedAccess: 'yes' })).toEqual({
      contactPerson: ['Contact person is required when access is restricted'],
      phoneNumber: ['Phone number is required when access is restricted'],
    });
    expect(
      issuesByField(schema, {
        ...request,
        restrictedAccess: 'yes',
        contactPerson: 'Joe Beaver',
        phoneNumber: '907555',
      }),
    ).toEqual({ phoneNumber: ['Phone number must be at least 10 characters'] });
    const parsed = schema.parse({
      ...request,
      restrictedAccess: 'yes',
      contactPerson: 'Joe Beaver',
      phoneNumber: '9075550101',
    });
    expect(parsed.contactPerson).toBe('Joe Beaver');
  });

  it('clears the restricted-access contact when access is not restricted', () => {
    const parsed = schema.parse({ ...request, contactPerson: 'Joe', phoneNumber: '12' });
    expect(parsed.contactPerson).toBe('');
    expect(parsed.phoneNumber).toBe('');
  });

  it('accepts only yes, no or empty for the yes/no answers', () => {
    for (const field of ['hasOutlet', 'hasWifi', 'wantProPackage']) {
      for (const answer of ['yes', 'no', '']) {
        expect(schema.safeParse({ ...request, [field]: answer }).success).toBe(true);
      }
      expect(schema.safeParse({ ...request, [field]: 'maybe' }).success).toBe(false);
    }
  });

  it('keeps the follow-up answers the reveal chain showed', () => {
    const parsed = schema.parse({
      ...request,
      hasWifi: 'no',
      wantProPackage: 'yes',
      hasOutlet: 'no',
      videoDuration: 'greated-than-8',
      connectionMethod: 'shown only without the Pro Package',
    });
    expect(parsed.videoDuration).toBe('greated-than-8');
    expect(parsed.connectionMethod).toBe('');
  });

  it('rejects an unknown service type, video duration and unknown fields', () => {
    expect(schema.safeParse({ ...request, serviceType: 'remote-feet' }).success).toBe(false);
    expect(schema.safeParse({ ...request, videoDuration: 'greater-than-8' }).success).toBe(false);
    expect(schema.safeParse({ ...request, price: 0 }).success).toBe(false);
  });
});

describe('service request reveals', () => {
  it('follows the live video, WiFi, Pro Package and outlet chain', () => {
    const base = {
      serviceType: 'remote-hands',
      restrictedAccess: 'no',
      liveVideoRequired: 'yes',
      hasWifi: 'no',
      wantProPackage: 'yes',
      hasOutlet: 'no',
    } as const;
    expect(serviceRequestReveals(base)).toEqual({
      preferredTimeRange: true,
      restrictedAccessContact: false,
      liveVideoRequired: true,
      hasWifi: true,
      wantProPackage: true,
      hasOutlet: true,
      videoDuration: true,
      connectionMethod: false,
    });
    expect(serviceRequestReveals({ ...base, wantProPackage: 'no' })).toMatchObject({
      hasOutlet: false,
      videoDuration: false,
      connectionMethod: true,
    });
    expect(serviceRequestReveals({ ...base, serviceType: 'remote-eyes' })).toMatchObject({
      preferredTimeRange: false,
      liveVideoRequired: false,
      hasWifi: false,
    });
  });
});

describe('service ticket numbers', () => {
  it('are the date as YYYYMMDD, a dash and a number from 1000 to 9999', () => {
    const at = new Date(2030, 0, 5, 12);
    expect(createServiceTicketNumber(at, () => 0)).toBe('20300105-1000');
    expect(createServiceTicketNumber(at, () => 0.99999)).toBe('20300105-9999');
    for (let i = 0; i < 200; i += 1) {
      const ticket = createServiceTicketNumber();
      expect(ticket).toMatch(/^\d{8}-\d{4}$/);
      expect(isServiceTicketNumber(ticket)).toBe(true);
    }
  });

  it('reject numbers outside 1000-9999, impossible dates and other shapes', () => {
    expect(isServiceTicketNumber('20300105-0999')).toBe(false);
    expect(isServiceTicketNumber('20300230-1234')).toBe(false);
    expect(isServiceTicketNumber('2030015-1234')).toBe(false);
    expect(isServiceTicketNumber('20300105-12345')).toBe(false);
    expect(issuesByField(schema, { ...request, serviceTicketNumber: 'ABC' })).toEqual({
      serviceTicketNumber: ['Service ticket number must look like YYYYMMDD-NNNN'],
    });
  });
});

describe('today in Alaska', () => {
  it("is the date on Alaska's westernmost clock", () => {
    expect(todayInAlaska(new Date('2025-01-01T09:00:00Z'))).toBe('2024-12-31');
    expect(todayInAlaska(new Date('2025-01-01T11:00:00Z'))).toBe('2025-01-01');
  });
});
