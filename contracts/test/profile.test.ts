import { describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  companySettingsSchema,
  locationSchema,
  technicianLocationSchema,
  userProfileSchema,
  userTypeSchema,
  userUpdateSchema,
} from '../src/schemas.js';
import { issuesByField } from './helpers.js';

describe('user profile', () => {
  const profile = { fullName: 'Tanya Nome', email: 'tanya@example.com', phone: '9075550123' };

  it('accepts the four user types including empty', () => {
    for (const userType of ['company', 'technician', 'admin', '']) {
      expect(userTypeSchema.safeParse(userType).success).toBe(true);
    }
    expect(userTypeSchema.safeParse('services').success).toBe(false);
  });

  it('requires a valid email and a phone of at least 10 characters', () => {
    expect(userProfileSchema.safeParse(profile).success).toBe(true);
    expect(
      issuesByField(userProfileSchema, { ...profile, email: 'tanya', phone: '907555012' }),
    ).toEqual({
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 10 characters'],
    });
  });

  it('rejects unknown fields such as a self-assigned role', () => {
    expect(userProfileSchema.safeParse({ ...profile, roles: ['admin'] }).success).toBe(false);
  });

  it('defaults sms consent to false in the user update', () => {
    expect(
      userUpdateSchema.parse({ fullName: 'Sam', phone: '9075550199', userType: 'company' }),
    ).toEqual({ fullName: 'Sam', phone: '9075550199', userType: 'company', smsConsent: false });
  });
});

describe('company profile', () => {
  it("requires a company name of at least 2 characters with the spec's message", () => {
    expect(issuesByField(companyProfileSchema, { companyName: 'K' })).toEqual({
      companyName: ['Company name is required'],
    });
  });

  it('allows the website to be absent or empty but not invalid', () => {
    expect(companyProfileSchema.safeParse({ companyName: 'Kuskokwim Clinic' }).success).toBe(true);
    expect(
      companyProfileSchema.safeParse({ companyName: 'Kuskokwim Clinic', website: '' }).success,
    ).toBe(true);
    expect(
      issuesByField(companyProfileSchema, { companyName: 'Kuskokwim Clinic', website: 'nope' }),
    ).toEqual({ website: ['Please enter a valid website URL'] });
  });

  it('checks the whole Company Profile panel save', () => {
    const settings = {
      companyName: 'Kuskokwim Clinic',
      website: 'https://clinic.example.org',
      email: 'office@clinic.example.org',
      phone: '9075550199',
      address: '100 Main St',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
      userType: 'company',
      locationId: null,
    };
    expect(companySettingsSchema.safeParse(settings).success).toBe(true);
    expect(issuesByField(companySettingsSchema, { ...settings, city: '', zipCode: '' })).toEqual({
      city: ['City is required'],
      zipCode: ['ZIP code is required'],
    });
  });
});

describe('locations', () => {
  it('accepts a company location with or without a street address', () => {
    expect(
      locationSchema.safeParse({ city: 'Bethel', state: 'Alaska', zipCode: '99559' }).success,
    ).toBe(true);
    expect(
      locationSchema.safeParse({
        address: '100 Main St',
        city: 'Bethel',
        state: 'Alaska',
        zipCode: '99559',
      }).success,
    ).toBe(true);
  });

  it("gives the technician location form's spec messages", () => {
    expect(
      issuesByField(technicianLocationSchema, { city: 'N', state: 'A', zipCode: '9976' }),
    ).toEqual({
      city: ['Home Community is required'],
      state: ['State is required'],
      zipCode: ['ZIP code is required'],
    });
  });

  it('keeps the technician location in Alaska', () => {
    expect(
      technicianLocationSchema.safeParse({ city: 'Nome', state: 'Alaska', zipCode: '99762' })
        .success,
    ).toBe(true);
    expect(
      issuesByField(technicianLocationSchema, { city: 'Nome', state: 'Oregon', zipCode: '99762' }),
    ).toEqual({ state: ['Technicians must be based in Alaska'] });
  });

  it('rejects unknown fields', () => {
    expect(
      technicianLocationSchema.safeParse({
        city: 'Nome',
        state: 'Alaska',
        zipCode: '99762',
        userId: 'someone-else',
      }).success,
    ).toBe(false);
  });
});
