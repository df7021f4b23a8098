import { userProfileSchema } from '@rha/contracts';
import { z } from 'zod';

/** PATCH /users/me: the contact details a user edits; userType comes from Keycloak roles only. */
export const userChangesSchema = userProfileSchema
  .pick({ fullName: true, email: true, phone: true })
  .partial()
  .extend({ smsConsent: z.boolean().optional() });

export type UserChanges = z.infer<typeof userChangesSchema>;
