import { tmpUserRefSchema } from '@rha/contracts';
import { z } from 'zod';

const companyMessage = 'companyId and locationId go together';

/** POST /users/me/registration: the draft, plus the company the company service made for it. */
export const registrationSchema = tmpUserRefSchema
  .extend({
    companyId: z.uuid('Invalid company id').optional(),
    locationId: z.uuid('Invalid location id').optional(),
  })
  .refine((body) => (body.companyId === undefined) === (body.locationId === undefined), {
    message: companyMessage,
    path: ['locationId'],
  });

export type RegistrationBody = z.infer<typeof registrationSchema>;
