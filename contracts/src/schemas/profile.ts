import { z } from 'zod';
import { emailField, MAX, optionalText, phoneField, requiredText, websiteField } from './fields.js';
import { locationSchema } from './location.js';
import { messages } from './messages.js';

const m = messages.profile;

export const USER_TYPES = ['company', 'technician', 'admin', ''] as const;
export const userTypeSchema = z.enum(USER_TYPES, { message: m.invalidUserType });
export type UserTypeValue = z.infer<typeof userTypeSchema>;

/** A user's own profile edit (PATCH /api/profile as the technician settings send it). */
export const userProfileSchema = z
  .strictObject({
    fullName: requiredText(m.nameRequired, MAX.name),
    email: emailField(m.invalidEmail),
    phone: phoneField(m.phoneTooShort),
    userType: userTypeSchema.optional(),
  })
  .meta({ id: 'UserProfileChanges' });

export type UserProfileInput = z.infer<typeof userProfileSchema>;

/**
 * Identity's PATCH /users/me: the contact details a user edits; userType comes from Keycloak
 * roles only.
 */
export const userChangesSchema = userProfileSchema
  .pick({ fullName: true, email: true, phone: true })
  .partial()
  .extend({ smsConsent: z.boolean().optional() })
  .meta({ id: 'UserChanges' });

/** The token of an e-mail change's confirmation link (POST /users/me/email-confirmation). */
export const emailConfirmationSchema = z
  .strictObject({
    token: z.string().trim().min(1, m.emailChangeInvalid).max(200, m.emailChangeInvalid),
  })
  .meta({ id: 'EmailConfirmation' });

export type EmailConfirmationInput = z.infer<typeof emailConfirmationSchema>;

/** What a sign-up copies into the real profile (the spec's POST /api/updateUser). */
export const userUpdateSchema = z.strictObject({
  fullName: requiredText(m.nameRequired, MAX.name),
  phone: phoneField(m.phoneTooShort),
  userType: userTypeSchema,
  smsConsent: z.boolean().default(false),
});

export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** POST /api/companies/updateCompany. */
export const companyProfileSchema = z
  .strictObject({
    companyName: requiredText(m.companyNameRequired, MAX.name, 2),
    website: websiteField(m.invalidWebsite).meta({
      description: 'An http(s) URL; empty or absent for none (on a change: removes it).',
    }),
  })
  .meta({ id: 'CompanyUpdate' });

/** The company service's PATCH /companies/me: name and website, each optional. */
export const companyChangesSchema = companyProfileSchema.partial().meta({ id: 'CompanyChanges' });

export type CompanyProfileInput = z.infer<typeof companyProfileSchema>;

/**
 * The Company Profile panel's one save (PATCH /api/profile, company variant): contact details,
 * company and its location together.
 */
export const companySettingsSchema = z
  .strictObject({
    ...companyProfileSchema.shape,
    email: emailField(m.invalidEmail),
    phone: phoneField(m.phoneTooShort),
    address: requiredText(messages.signup.addressRequired, MAX.address),
    city: locationSchema.shape.city,
    state: locationSchema.shape.state,
    zipCode: locationSchema.shape.zipCode,
    userType: userTypeSchema.optional(),
    locationId: optionalText(100).nullable().optional().meta({
      description:
        "The location the panel shows (the user's locationId); absent or null means the first one.",
    }),
  })
  .meta({ id: 'CompanyProfilePanel' });

export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;
