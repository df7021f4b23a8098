import { describe, expect, it } from 'vitest';
import {
  adminTechnicianMetadataUpdateSchema,
  defaultTechnicianMetadata,
  messages,
  onboardingStepOf,
  onboardingStepSchema,
  technicianMetadataPostSchema,
  technicianMetadataSchema,
  technicianMetadataUpdateSchema,
} from '../src/schemas.js';
import { REQUIRED_TECHNICAL_TOOL, type OnboardingStep } from '../src/reference.js';

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

describe('POST /api/technicians/metadata bodies', () => {
  const parse = (body: unknown) => technicianMetadataPostSchema.safeParse(body);

  it('reads a lone certifications string as the settings panel list, JSON-encoded', () => {
    expect(parse({ certifications: JSON.stringify(['OSHA 10', 'CDL', 'CDL']) }).data).toEqual({
      kind: 'certifications',
      certifications: ['OSHA 10', 'CDL'],
    });
  });

  it.each([['not json'], ['{"a":1}'], ['[1,2]']])(
    'refuses a malformed certifications string: %s',
    (certifications) => {
      const result = parse({ certifications });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe('certifications');
    },
  );

  it('reads userId with one step’s fields as that step', () => {
    expect(
      parse({ userId: 'kc-1', hasFishCamp: true, fishCampResp: 'Summers at Eek' }).data,
    ).toEqual({
      kind: 'step',
      userId: 'kc-1',
      step: 'fishCamp',
      fields: { hasFishCamp: true, fishCampResp: 'Summers at Eek' },
    });
  });

  it('asks for the privacy policy and the age confirmation on their steps', () => {
    const policy = parse({ userId: 'kc-1', policyAccepted: false });
    expect(policy.error?.issues.map((issue) => issue.message)).toEqual([
      messages.technician.privacyPolicyRequired,
    ]);
    const age = parse({ userId: 'kc-1', ageVerified: false });
    expect(age.error?.issues.map((issue) => issue.message)).toEqual([
      messages.technician.ageConfirmationRequired,
    ]);
  });

  it('reads anything else as the whole object, with defaults for what is left out', () => {
    const result = parse({ userId: 'kc-1', it: ['Soldering'], handyman: ['Plumbing'] });
    expect(result.data).toMatchObject({ kind: 'whole', userId: 'kc-1' });
    expect(result.success && result.data.kind === 'whole' && result.data.metadata.handyman).toEqual(
      ['Plumbing'],
    );
  });

  it('bounds lists and texts', () => {
    const tooMany = parse({ it: Array.from({ length: 101 }, (_, index) => `tag ${index}`) });
    expect(tooMany.error?.issues[0]?.message).toBe(messages.technician.tooManyItems);
    const tooLong = parse({ it: ['x'.repeat(101)] });
    expect(tooLong.error?.issues[0]?.message).toBe(messages.technician.itemTooLong);
    const longText = parse({ goodFit: 'x'.repeat(5001) });
    expect(longText.success).toBe(false);
    expect(parse({ interviewNotes: 'hired' }).success).toBe(false);
  });

  it('finds the step of a set of fields, and none for fields of two steps', () => {
    expect(onboardingStepOf(['references'])).toBe('references');
    expect(onboardingStepOf(['it', 'handyman'])).toBeUndefined();
    expect(onboardingStepOf([])).toBeUndefined();
  });
});

describe('what an onboarding step requires', () => {
  const issuesOf = (step: OnboardingStep, fields: unknown) =>
    (onboardingStepSchema(step).safeParse(fields).error?.issues ?? []).map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
  const reference = (id: string, phoneNumber: string, relationship = 'Supervisor') => ({
    id,
    name: `Reference ${id}`,
    phoneNumber,
    relationship,
  });

  it('takes the technology step only with the smartphone with a working camera', () => {
    expect(issuesOf('toolsTech', { toolsTech: ['Laptop'] })).toEqual([
      { field: 'toolsTech', message: messages.technician.smartphoneRequired },
    ]);
    expect(issuesOf('toolsTech', { toolsTech: [REQUIRED_TECHNICAL_TOOL, 'Laptop'] })).toEqual([]);
  });

  it('takes at least two references, each with a relationship and a 10-digit phone', () => {
    expect(issuesOf('references', { references: [reference('1', '(907) 555-0101')] })).toEqual([
      { field: 'references', message: messages.technician.referencesTooFew },
    ]);
    expect(
      issuesOf('references', {
        references: [reference('1', '(907) 555-010'), reference('2', '9075550102', ' ')],
      }),
    ).toEqual([
      { field: 'references.0.phoneNumber', message: messages.technician.referencePhoneDigits },
      {
        field: 'references.1.relationship',
        message: messages.technician.referenceRelationshipRequired,
      },
    ]);
    expect(
      issuesOf('references', {
        references: [reference('1', '(907) 555-0101'), reference('2', '907-555-0102')],
      }),
    ).toEqual([]);
  });
});
