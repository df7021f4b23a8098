import { z } from 'zod';
import { PAYMENT_METHODS } from './billing.js';
import { isIsoDate } from './dates.js';

/**
 * A payout an admin records for everything a technician is owed. It names how and when the money
 * went out, never how much: the server pays exactly what the ledger says is due.
 */
export const payoutRecordSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { message: 'Choose bank transfer or check.' }),
  reference: z
    .string({ message: 'Enter the transfer or check reference.' })
    .trim()
    .min(1, 'Enter the transfer or check reference.')
    .max(100, 'The reference is at most 100 characters.'),
  paidOn: z
    .string({ message: 'Enter the date the payout was sent.' })
    .refine(isIsoDate, 'Enter the date the payout was sent.')
    .meta({ format: 'date' }),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;
