import { z } from 'zod';
import { locationSchema } from './location.js';
import { companyProfileSchema } from './profile.js';

/** The company service's PUT /companies/me: the sign-up step. */
export const companyRegistrationSchema = z
  .strictObject({
    ...companyProfileSchema.shape,
    location: locationSchema,
  })
  .meta({ id: 'CompanyRegistration' });

/** The company service's PUT /companies/me/profile: the Company Profile panel's save. */
export const companyProfileSaveSchema = z
  .strictObject({
    ...companyProfileSchema.shape,
    location: locationSchema
      .extend({
        id: z.uuid().optional().meta({
          description: "The location to change; absent means the company's first location.",
        }),
      })
      .meta({ id: 'ProfileLocation' }),
  })
  .meta({ id: 'CompanyProfileSave' });
