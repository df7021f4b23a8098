import { z } from 'zod';
import {
  MIN_ONBOARDING_REFERENCES,
  ONBOARDING_STEP_FIELDS,
  ONBOARDING_STEPS,
  REFERENCE_PHONE_DIGITS,
  type OnboardingStep,
} from '../reference/onboarding.js';
import { REQUIRED_TECHNICAL_TOOL } from '../reference/technician-options.js';
import type { VettingStatus } from '../reference/vetting.js';
import { MAX, optionalText, requiredText } from './fields.js';
import { messages } from './messages.js';

const m = messages.technician;

/** Bounds on what a technician may store, so no answer grows without limit. */
export const TECHNICIAN_LIMITS = { tags: 100, tagLength: 100, references: 20 } as const;

/** A list of chosen options and custom tags, bounded in count and length. */
const tagList = z
  .array(z.string().trim().min(1).max(TECHNICIAN_LIMITS.tagLength, m.itemTooLong))
  .max(TECHNICIAN_LIMITS.tags, m.tooManyItems)
  .meta({ id: 'TagList', description: 'Chosen options and custom tags; duplicates are dropped.' });

const longText = optionalText(MAX.text).meta({ id: 'LongText' });

export const availabilitySchema = z
  .strictObject({
    weekdays: z.boolean().default(false),
    weekends: z.boolean().default(false),
    evenings: z.boolean().default(false),
    overnight: z.boolean().default(false),
  })
  .meta({ id: 'Availability' });

export type Availability = z.infer<typeof availabilitySchema>;

export const technicianReferenceSchema = z
  .strictObject({
    id: requiredText(m.referenceIdRequired, 100),
    name: requiredText(m.referenceNameRequired, MAX.name),
    phoneNumber: requiredText(m.referencePhoneRequired, MAX.phone),
    relationship: optionalText(MAX.name).default(''),
  })
  .meta({ id: 'TechnicianReference' });

export type TechnicianReference = z.infer<typeof technicianReferenceSchema>;

const metadataFields = {
  handyman: tagList,
  it: tagList,
  electrical: tagList,
  fieldwork: tagList,
  availability: availabilitySchema,
  responseTime: tagList,
  hasFishCamp: z.boolean(),
  fishCampResp: longText,
  hasTravel: z.boolean(),
  travelResponse: longText,
  training: tagList,
  certifications: tagList,
  toolsTech: tagList,
  toolsHandTools: tagList,
  toolsTransport: tagList,
  toolsOther: tagList,
  goodFit: longText,
  isTribalMember: z.boolean(),
  tribe: optionalText(MAX.name),
  ageVerified: z.boolean(),
  backgroundCheck: z.boolean(),
  discord: z.boolean(),
  policyAccepted: z.boolean(),
  references: z.array(technicianReferenceSchema).max(TECHNICIAN_LIMITS.references, m.tooManyItems),
};

/** Technician metadata as stored and returned, every field present. */
export const technicianMetadataRecordSchema = z.strictObject(metadataFields);

/** Any of the metadata fields, each optional: what a technician's saves send. */
export const technicianMetadataFieldsSchema = technicianMetadataRecordSchema.partial().meta({
  id: 'TechnicianMetadataFields',
  description: 'Metadata fields, each optional in a request body.',
});

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
export const technicianMetadataSchema = technicianMetadataFieldsSchema.transform(
  (input): TechnicianMetadata => {
    const merged = { ...defaultTechnicianMetadata() };
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined) Object.assign(merged, { [key]: value });
    }
    return dedupeLists(merged);
  },
);

/**
 * An onboarding step's save or a settings change (POST /api/technicians/metadata): only the
 * fields sent are changed. The owner comes from the access token, never from the body.
 */
export const technicianMetadataUpdateSchema = technicianMetadataFieldsSchema.transform((input) =>
  dedupeLists(input),
);

export type TechnicianMetadataUpdate = z.infer<typeof technicianMetadataUpdateSchema>;

/** What an admin may edit: everything, including the admin-only interview notes. */
export const adminTechnicianMetadataSchema = technicianMetadataRecordSchema
  .extend({ interviewNotes: optionalText(20_000) })
  .partial()
  .meta({
    id: 'AdminTechnicianMetadataEdit',
    description: 'The edited metadata; fields left out keep their stored values.',
  });

export type AdminTechnicianMetadata = z.infer<typeof adminTechnicianMetadataSchema>;

/** POST /api/admin/updateTechnicianMetadata: the technician's user id and the edited metadata. */
export const adminTechnicianMetadataUpdateSchema = z
  .strictObject({
    id: requiredText(m.technicianIdRequired, 100),
    metadata: adminTechnicianMetadataSchema,
  })
  .meta({ id: 'AdminTechnicianMetadataUpdate' });

export type AdminTechnicianMetadataUpdate = z.infer<typeof adminTechnicianMetadataUpdateSchema>;

/** The metadata fields that are lists of options and tags. */
export const TECHNICIAN_LIST_FIELDS = [
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

export type TechnicianListField = (typeof TECHNICIAN_LIST_FIELDS)[number];

function dedupeLists<T extends Partial<Record<TechnicianListField, string[]>>>(value: T): T {
  const result = { ...value };
  for (const field of TECHNICIAN_LIST_FIELDS) {
    const list = result[field];
    if (list) result[field] = [...new Set(list)] as T[typeof field];
  }
  return result;
}

/** The technician's Keycloak subject: the owner of a metadata record. */
const userIdField = requiredText(m.userIdRequired, 100);

/** The profile page's save: the whole object, as loaded (with its owner's id) and edited. */
export const technicianMetadataWholeSchema = technicianMetadataFieldsSchema
  .extend({ userId: userIdField.optional() })
  .meta({
    id: 'TechnicianMetadataSave',
    description: "The profile page's whole object; fields left out take their defaults.",
  });

/** The settings panel's certifications change: the list, JSON-encoded in a string. */
export const technicianCertificationsPostSchema = z
  .strictObject({
    certifications: z.string().max(20_000, m.certificationsMalformed).meta({
      description: 'The certifications list, JSON-encoded (e.g. \'["OSHA 10","CDL"]\').',
    }),
  })
  .meta({ id: 'TechnicianCertificationsSave' });

/** An onboarding step's save: its owner's id plus only that step's fields. */
export const technicianStepPostSchema = technicianMetadataFieldsSchema
  .extend({ userId: userIdField })
  .meta({
    id: 'OnboardingStepSave',
    description: "The caller's id plus the fields of exactly one onboarding step.",
  });

/**
 * The three bodies POST /api/technicians/metadata takes, as the OpenAPI file lists them (its
 * shape); technicianMetadataPostSchema is what parses them.
 */
export const technicianMetadataPostShapes = z.union([
  technicianMetadataWholeSchema,
  technicianCertificationsPostSchema,
  technicianStepPostSchema,
]);

/** The fields one onboarding step saves, strictly: a step never changes another step's answers. */
export function onboardingStepSchema(step: OnboardingStep) {
  const fields = ONBOARDING_STEP_FIELDS[step] as readonly (keyof typeof metadataFields)[];
  // The step's first field is its answer; the rest (fish camp, travel and tribe details) may be left out.
  const shape = Object.fromEntries(
    fields.map((field, index) => [
      field,
      index === 0 ? metadataFields[field] : metadataFields[field].optional(),
    ]),
  );
  const schema = z.strictObject(shape) as z.ZodType<TechnicianMetadataUpdate>;
  const required = STEP_REQUIREMENTS[step];
  return required ? schema.superRefine(required) : schema;
}

/**
 * What Continue needs beyond well-formed fields: whatever the step marks as required. The age
 * confirmation, the smartphone, at least two references each with a relationship and a full phone
 * number, and the privacy policy on the final review.
 */
const STEP_REQUIREMENTS: Partial<
  Record<OnboardingStep, (value: TechnicianMetadataUpdate, ctx: z.RefinementCtx) => void>
> = {
  ageVerification: (value, ctx) => {
    if (value.ageVerified !== true) {
      ctx.addIssue({ code: 'custom', path: ['ageVerified'], message: m.ageConfirmationRequired });
    }
  },
  toolsTech: (value, ctx) => {
    if (!value.toolsTech?.includes(REQUIRED_TECHNICAL_TOOL)) {
      ctx.addIssue({ code: 'custom', path: ['toolsTech'], message: m.smartphoneRequired });
    }
  },
  references: (value, ctx) => {
    const references = value.references ?? [];
    if (references.length < MIN_ONBOARDING_REFERENCES) {
      ctx.addIssue({ code: 'custom', path: ['references'], message: m.referencesTooFew });
    }
    references.forEach((reference, index) => {
      if (reference.phoneNumber.replace(/\D/g, '').length !== REFERENCE_PHONE_DIGITS) {
        ctx.addIssue({
          code: 'custom',
          path: ['references', index, 'phoneNumber'],
          message: m.referencePhoneDigits,
        });
      }
      if (reference.relationship.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['references', index, 'relationship'],
          message: m.referenceRelationshipRequired,
        });
      }
    });
  },
  finalReview: (value, ctx) => {
    if (value.policyAccepted !== true) {
      ctx.addIssue({ code: 'custom', path: ['policyAccepted'], message: m.privacyPolicyRequired });
    }
  },
};

/** The step whose fields are exactly the given keys' superset, or undefined when none is. */
export function onboardingStepOf(keys: readonly string[]): OnboardingStep | undefined {
  if (keys.length === 0) return undefined;
  return ONBOARDING_STEPS.find((step) => {
    const fields: readonly string[] = ONBOARDING_STEP_FIELDS[step];
    return keys.every((key) => fields.includes(key));
  });
}

export type TechnicianMetadataPost =
  | { kind: 'whole'; userId: string | undefined; metadata: TechnicianMetadata }
  | { kind: 'certifications'; certifications: string[] }
  | { kind: 'step'; userId: string; step: OnboardingStep; fields: TechnicianMetadataUpdate };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GET /api/technicians/metadata: `t` is a timestamp clients add to defeat caches; nothing keeps one. */
export const technicianMetadataQuerySchema = z.strictObject({ t: z.string().max(64).optional() });

/**
 * POST /api/technicians/metadata: tells the three bodies apart by shape, then parses the one it
 * is with its own schema, so a bad field gets that variant's message:
 * - `certifications` alone, as a string: the settings panel's list, JSON-encoded;
 * - `userId` with the fields of one onboarding step: that step's save;
 * - anything else: the profile page's whole object.
 */
export const technicianMetadataPostSchema = z
  .unknown()
  .transform((body, ctx): TechnicianMetadataPost => {
    const keys = isRecord(body) ? Object.keys(body) : [];
    if (isRecord(body) && keys.length === 1 && typeof body.certifications === 'string') {
      return parseCertificationsPost(body.certifications, ctx);
    }
    const stepKeys = keys.filter((key) => key !== 'userId');
    const step = isRecord(body) && 'userId' in body ? onboardingStepOf(stepKeys) : undefined;
    if (step && isRecord(body)) {
      const { userId, ...fields } = body;
      const owner = userIdField.safeParse(userId);
      const parsed = onboardingStepSchema(step).safeParse(fields);
      if (!owner.success) addIssues(ctx, owner.error, ['userId']);
      if (!parsed.success) addIssues(ctx, parsed.error);
      if (!owner.success || !parsed.success) return z.NEVER;
      return { kind: 'step', userId: owner.data, step, fields: parsed.data };
    }
    const whole = technicianMetadataWholeSchema.safeParse(body);
    if (!whole.success) {
      addIssues(ctx, whole.error);
      return z.NEVER;
    }
    const { userId, ...metadata } = whole.data;
    return { kind: 'whole', userId, metadata: technicianMetadataSchema.parse(metadata) };
  });

function parseCertificationsPost(text: string, ctx: z.RefinementCtx): TechnicianMetadataPost {
  let decoded: unknown;
  try {
    decoded = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', path: ['certifications'], message: m.certificationsMalformed });
    return z.NEVER;
  }
  if (!Array.isArray(decoded)) {
    ctx.addIssue({ code: 'custom', path: ['certifications'], message: m.certificationsMalformed });
    return z.NEVER;
  }
  const parsed = tagList.safeParse(decoded);
  if (!parsed.success) {
    addIssues(ctx, parsed.error, ['certifications']);
    return z.NEVER;
  }
  return { kind: 'certifications', certifications: [...new Set(parsed.data)] };
}

function addIssues(ctx: z.RefinementCtx, error: z.ZodError, prefix: PropertyKey[] = []): void {
  for (const issue of error.issues) {
    ctx.addIssue({ ...issue, path: [...prefix, ...issue.path] } as Parameters<
      typeof ctx.addIssue
    >[0]);
  }
}

/** Where a technician stands in the questionnaire; kept by the server so it resumes anywhere. */
export const onboardingProgressSchema = z.strictObject({
  completedSteps: z.array(z.enum(ONBOARDING_STEPS)),
  /** The first step not completed yet (the final review once every other one is). */
  currentStep: z.enum(ONBOARDING_STEPS),
  completed: z.boolean(),
});

export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/**
 * What a technician reads of their own metadata: every field, the owner, the progress and where
 * their application stands in vetting.
 */
export type TechnicianMetadataView = TechnicianMetadata & {
  userId: string;
  onboarding: OnboardingProgress;
  vettingStatus: VettingStatus;
};
