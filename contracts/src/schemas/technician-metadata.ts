import { z } from 'zod';
import { MAX, optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';

const m = messages.technician;

/** A list of chosen options and custom tags, bounded in count and length. */
const tagList = z
  .array(z.string().trim().min(1).max(MAX.item, m.itemTooLong))
  .max(100, m.tooManyItems);

export const availabilitySchema = z.strictObject({
  weekdays: z.boolean().default(false),
  weekends: z.boolean().default(false),
  evenings: z.boolean().default(false),
  overnight: z.boolean().default(false),
});

export type Availability = z.infer<typeof availabilitySchema>;

export const technicianReferenceSchema = z.strictObject({
  id: requiredText(m.referenceIdRequired, 100),
  name: requiredText(m.referenceNameRequired, MAX.name),
  phoneNumber: requiredText(m.referencePhoneRequired, MAX.phone),
  relationship: optionalText(MAX.name).default(''),
});

export type TechnicianReference = z.infer<typeof technicianReferenceSchema>;

const metadataFields = {
  handyman: tagList,
  it: tagList,
  electrical: tagList,
  fieldwork: tagList,
  availability: availabilitySchema,
  responseTime: tagList,
  hasFishCamp: z.boolean(),
  fishCampResp: optionalText(MAX.text),
  hasTravel: z.boolean(),
  travelResponse: optionalText(MAX.text),
  training: tagList,
  certifications: tagList,
  toolsTech: tagList,
  toolsHandTools: tagList,
  toolsTransport: tagList,
  toolsOther: tagList,
  goodFit: optionalText(MAX.text),
  isTribalMember: z.boolean(),
  tribe: optionalText(MAX.name),
  ageVerified: z.boolean(),
  backgroundCheck: z.boolean(),
  discord: z.boolean(),
  policyAccepted: z.boolean(),
  references: z.array(technicianReferenceSchema).max(20, m.tooManyItems),
};

/** Technician metadata as stored and returned, every field present. */
export const technicianMetadataRecordSchema = z.strictObject(metadataFields);

export type TechnicianMetadata = z.infer<typeof technicianMetadataRecordSchema>;

/** Metadata of a technician who has answered nothing yet: empty lists, false flags. */
export function defaultTechnicianMetadata(): TechnicianMetadata {
  return {
    handyman: [],
    it: [],
    electrical: [],
    fieldwork: [],
    availability: { weekdays: false, weekends: false, evenings: false, overnight: false },
    responseTime: [],
    hasFishCamp: false,
    fishCampResp: '',
    hasTravel: false,
    travelResponse: '',
    training: [],
    certifications: [],
    toolsTech: [],
    toolsHandTools: [],
    toolsTransport: [],
    toolsOther: [],
    goodFit: '',
    isTribalMember: false,
    tribe: '',
    ageVerified: false,
    backgroundCheck: false,
    discord: false,
    policyAccepted: false,
    references: [],
  };
}

/**
 * The whole metadata object (the profile page's save): fields left out take their defaults.
 * Duplicate list entries are dropped, as the spec's form ignores them.
 */
export const technicianMetadataSchema = technicianMetadataRecordSchema
  .partial()
  .transform((input): TechnicianMetadata => {
    const merged = { ...defaultTechnicianMetadata() };
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    return dedupeLists(merged);
  });

/**
 * An onboarding step's save or a settings change (POST /api/technicians/metadata): only the
 * fields sent are changed. The owner comes from the access token, never from the body.
 */
export const technicianMetadataUpdateSchema = technicianMetadataRecordSchema
  .partial()
  .transform((input) => dedupeLists(input));

export type TechnicianMetadataUpdate = z.infer<typeof technicianMetadataUpdateSchema>;

/** What an admin may edit: everything, including the admin-only interview notes. */
export const adminTechnicianMetadataSchema = technicianMetadataRecordSchema
  .extend({ interviewNotes: optionalText(20_000) })
  .partial();

export type AdminTechnicianMetadata = z.infer<typeof adminTechnicianMetadataSchema>;

/** POST /api/admin/updateTechnicianMetadata: the technician's user id and the edited metadata. */
export const adminTechnicianMetadataUpdateSchema = z.strictObject({
  id: requiredText(m.technicianIdRequired, 100),
  metadata: adminTechnicianMetadataSchema,
});

export type AdminTechnicianMetadataUpdate = z.infer<typeof adminTechnicianMetadataUpdateSchema>;

const LIST_FIELDS = [
  'handyman',
  'it',
  'electrical',
  'fieldwork',
  'responseTime',
  'training',
  'certifications',
  'toolsTech',
  'toolsHandTools',
  'toolsTransport',
  'toolsOther',
] as const;

function dedupeLists<T extends Partial<Record<(typeof LIST_FIELDS)[number], string[]>>>(
  value: T,
): T {
  const result = { ...value };
  for (const field of LIST_FIELDS) {
    const list = result[field];
    if (list) result[field] = [...new Set(list)] as T[typeof field];
  }
  return result;
}
