import { z } from 'zod';
import { locationSchema } from './location.js';
import { companyProfileSchema } from './profile.js';

/** The company service's PUT /companies/me: the sign-up step. */
export const companyRegistrationSchema = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema,
});

/** The company service's PUT /companies/me/profile: the Company Profile panel's save. */
export const companyProfileSaveSchema = z.strictObject({
  ...companyProfileSchema.shape,
  location: locationSchema.extend({ id: z.uuid().optional() }),
});
