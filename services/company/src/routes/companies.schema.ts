import {
  companyProfileSchema,
  companySettingsSchema,
  locationSchema,
} from '@rha/contracts/schemas';
import { z } from 'zod';

/**
 * The e-mail and phone the profile panel saves to identity. The company service keeps none of it;
 * it is still accepted so the bff, which sends it, keeps working until it stops.
 */
const contactSchema = z.strictObject({
  email: companySettingsSchema.shape.email,
  phone: companySettingsSchema.shape.phone,
});

/** PUT /companies/me: the sign-up step. */
export const companyRegistrationBody = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema,
  contact: contactSchema.optional(),
});

/** PATCH /companies/me: name and website, each optional. */
export const companyUpdateBody = companyProfileSchema.partial();

/** PUT /companies/me/profile: the Company Profile panel's save. */
export const companyProfileSaveBody = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema.extend({ id: z.uuid().optional() }),
  contact: contactSchema.optional(),
});
