import { companyProfileSchema, locationSchema } from '@rha/contracts/schemas';
import { z } from 'zod';

/** PUT /companies/me: the sign-up step. */
export const companyRegistrationBody = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema,
});

/** PATCH /companies/me: name and website, each optional. */
export const companyUpdateBody = companyProfileSchema.partial();

/** PUT /companies/me/profile: the Company Profile panel's save. */
export const companyProfileSaveBody = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema.extend({ id: z.uuid().optional() }),
});
