import { z } from 'zod';

/** GET /api/user: `bypassCache=true` composes the profile afresh (and keeps that); `t` busts HTTP caches. */
export const getUserQuery = z.strictObject({
  bypassCache: z.literal('true').optional(),
  t: z.string().max(64).optional(),
});
