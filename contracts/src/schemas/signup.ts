import { z } from 'zod';
import { isUsState, TECHNICIAN_STATE } from '../reference/states.js';
import {
  emailField,
  MAX,
  optionalText,
  phoneField,
  requiredText,
  websiteField,
  zipCodeField,
} from './fields.js';
import { technicianLocationSchema } from './location.js';
import {
  COMPANY_FIELDS_REQUIRED,
  INVALID_COMPANY_INFO,
  messages,
  TECHNICIAN_FIELDS_REQUIRED,
} from './messages.js';

const m = messages.signup;

export const SIGNUP_USER_TYPES = ['technician', 'company'] as const;
export type SignupUserType = (typeof SIGNUP_USER_TYPES)[number];

const phone = phoneField(m.phoneTooShort, m.phoneRequired);
const zipCode = zipCodeField(m.zipCodeRequired, m.zipCodeInvalid);

/** Technician sign-up: state is always Alaska, city is the home community. */
export const technicianSignupInfoSchema = z
  .strictObject({
    name: requiredText(m.nameRequired, MAX.name),
    email: emailField(m.invalidEmail).optional(),
    address: optionalText(MAX.address).optional(),
    // The technician service's own rule for the home community, so the completion after the
    // identity provider cannot refuse what the draft accepted.
    city: technicianLocationSchema.shape.city.meta({ description: 'The home community.' }),
    state: requiredText(m.stateRequired, MAX.state)
      .refine((value) => value === '' || value === TECHNICIAN_STATE, m.technicianStateAlaska)
      // A refine has no JSON Schema form; this states the one value it lets through.
      .meta({ enum: [TECHNICIAN_STATE] }),
    zipCode,
    phone,
    smsConsent: z.boolean().default(false),
  })
  .meta({ id: 'TechnicianSignupInfo' });

export type TechnicianSignupInfo = z.infer<typeof technicianSignupInfoSchema>;

/** Company sign-up: the state comes from the 50 US states; website optional. */
export const companySignupInfoSchema = z
  .strictObject({
    name: requiredText(m.nameRequired, MAX.name).meta({ description: 'The contact person.' }),
    email: emailField(m.invalidEmail).optional(),
    companyName: requiredText(m.companyNameRequired, MAX.name, 2),
    address: requiredText(m.addressRequired, MAX.address),
    city: requiredText(m.cityRequired, MAX.city),
    state: requiredText(m.stateRequired, MAX.state)
      .refine((value) => value === '' || isUsState(value), m.stateNotInList)
      .meta({ description: 'One of the 50 US states.' }),
    zipCode,
    phone,
    website: websiteField(m.invalidWebsite),
    smsConsent: z.boolean().default(false),
  })
  .meta({ id: 'CompanySignupInfo' });

export type CompanySignupInfo = z.infer<typeof companySignupInfoSchema>;

const draftUuid = z.uuid(m.invalidUuid).meta({
  description: 'The random uuid the browser made for the draft and keeps in session storage.',
});

/** The length of the key identity makes for a draft: 32 random bytes, base64url. */
export const DRAFT_SECRET_LENGTH = 43;

/**
 * The key identity returns when it creates a draft. Only the browser that made the draft holds it,
 * so knowing the uuid alone opens nothing.
 */
export const draftSecretSchema = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9_-]{${DRAFT_SECRET_LENGTH}}$`), m.invalidDraftSecret)
  .meta({
    id: 'DraftSecret',
    description:
      'The key identity made when it created the draft, returned only to the browser that created it; every later read, save, delete or claim of the draft must present it.',
  });

/** POST /api/tmpUser: the sign-up draft kept until the first authenticated load applies it. */
export const tmpUserDraftSchema = z
  .discriminatedUnion('userType', [
    z
      .strictObject({
        uuid: draftUuid,
        secret: draftSecretSchema.optional(),
        userType: z.literal('technician'),
        info: technicianSignupInfoSchema,
      })
      .meta({ id: 'TechnicianSignupDraft' }),
    z
      .strictObject({
        uuid: draftUuid,
        secret: draftSecretSchema.optional(),
        userType: z.literal('company'),
        info: companySignupInfoSchema,
      })
      .meta({ id: 'CompanySignupDraft' }),
  ])
  .meta({ id: 'SignupDraft' });

export type TmpUserDraft = z.infer<typeof tmpUserDraftSchema>;

/** Reading, deleting or claiming a draft names it by its uuid and proves it with its key. */
export const tmpUserRefSchema = z
  .strictObject({ uuid: draftUuid, secret: draftSecretSchema })
  .meta({ id: 'DraftRef' });

export type TmpUserRef = z.infer<typeof tmpUserRefSchema>;

/**
 * Identity's POST /users/me/registration: the draft, plus the company the company service made
 * for it.
 */
export const userRegistrationSchema = tmpUserRefSchema
  .extend({
    companyId: z.uuid('Invalid company id').optional(),
    locationId: z.uuid('Invalid location id').optional(),
  })
  .refine((body) => (body.companyId === undefined) === (body.locationId === undefined), {
    message: 'companyId and locationId go together',
    path: ['locationId'],
  })
  .meta({
    id: 'RegistrationRequest',
    description: 'companyId and locationId together, for a company sign-up only.',
  });

/**
 * The one alert the sign-up form shows when required info is missing, or undefined when the info
 * is complete. A company info without an address field at all is malformed rather than incomplete.
 */
export function signupFormError(userType: SignupUserType, info: unknown): string | undefined {
  if (userType === 'technician') {
    return technicianSignupInfoSchema.safeParse(info).success
      ? undefined
      : TECHNICIAN_FIELDS_REQUIRED;
  }
  if (typeof info !== 'object' || info === null || !('address' in info)) {
    return INVALID_COMPANY_INFO;
  }
  return companySignupInfoSchema.safeParse(info).success ? undefined : COMPANY_FIELDS_REQUIRED;
}
