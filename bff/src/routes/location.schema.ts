import { locationIdSchema } from '@rha/contracts';
import { z } from 'zod';

/** DELETE /api/location?id=...: query, because DELETE bodies get lost on the way. */
export const locationRefQuery = z.strictObject({ id: locationIdSchema });
