import { z } from 'zod';

/** GET /api/user: clients add these to force a fresh read; the bff holds no cache, so any read is. */
export const getUserQuery = z.strictObject({
  bypassCache: z.literal('true').optional(),
  t: z.string().max(64).optional(),
});
