import { z } from 'zod';

/**
 * A payment provider's notice (a Stripe event) as it arrives: an id and a type, whatever else it
 * carries. Only its signature over the raw bytes makes any of it believed.
 */
export const paymentNoticeSchema = z
  .looseObject({
    id: z.string({ message: 'A notice has an id.' }).min(1).max(255),
    type: z.string({ message: 'A notice has a type.' }).min(1).max(255),
  })
  .meta({ id: 'PaymentNotice' });
