import { describe, expect, it } from 'vitest';
import {
  adminTechnicianMetadataUpdateSchema,
  defaultTechnicianMetadata,
  technicianMetadataSchema,
  technicianMetadataUpdateSchema,
} from '../src/schemas.js';

describe('technician metadata', () => {
  it('fills every field left out with its default', () => {
    expect(technicianMetadataSchema.parse({})).toEqual(defaultTechnicianMetadata());
    const defaults = defaultTechnicianMetadata();
    expect(defaults.availability).toEqual({
      weekdays: false,
      weekends: false,
      evenings: false,
      overnight: false,
    });
    expect([
      defaults.ageVerified,
      defaults.backgroundCheck,
      defaults.discord,
      defaults.policyAccepted,
    ]).toEqual([false, false, false, false]);
  });

  it('keeps what is sent and drops duplicate list entries', () => {
    const parsed = technicianMetadataSchema.parse({
      it: ['Soldering', 'Soldering', 'Radio systems'],
      availability: { weekends: true },
    });
    expect(parsed.it).toEqual(['Soldering', 'Radio systems']);
    expect(parsed.availability).toEqual({
      weekdays: false,
      weekends: true,
      evenings: false,
      overnight: false,
    });
  });

  it('changes only the fields an onboarding step sends', () => {
    expect(
      technicianMetadataUpdateSchema.parse({ hasFishCamp: true, fishCampResp: 'Summers at Eek' }),
    ).toEqual({ hasFishCamp: true, fishCampResp: 'Summers at Eek' });
  });

  it('rejects unknown fields, including an owner id and interview notes from a technician', () => {
    expect(technicianMetadataUpdateSchema.safeParse({ userId: 'someone' }).success).toBe(false);
    expect(technicianMetadataUpdateSchema.safeParse({ interviewNotes: 'hired' }).success).toBe(
      false,
    );
  });

  it('requires a name and phone for each reference', () => {
    const result = technicianMetadataUpdateSchema.safeParse({
      references: [{ id: 'r1', name: '', phoneNumber: '' }],
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Reference name is required',
      'Reference phone number is required',
    ]);
  });

  it('lets an admin edit interview notes', () => {
    expect(
      adminTechnicianMetadataUpdateSchema.parse({
        id: 'tech-1',
        metadata: { interviewNotes: 'Strong radio experience', backgroundCheck: true },
      }).metadata,
    ).toEqual({ interviewNotes: 'Strong radio experience', backgroundCheck: true });
  });
});
