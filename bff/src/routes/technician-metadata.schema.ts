import { z } from 'zod';

/** GET /api/technicians/metadata: `t` is a timestamp clients add to defeat caches; the bff keeps none. */
export const technicianMetadataQuery = z.strictObject({ t: z.string().max(64).optional() });
