import { technicianLocationSchema } from '@rha/contracts';
import { z } from 'zod';

/** PATCH /api/location, technician variant: the fields to change of the one location. */
export const technicianLocationChanges = technicianLocationSchema.partial();

/** DELETE /api/location, technician variant: a technician has one location, so nothing names it. */
export const technicianLocationRefQuery = z.strictObject({});
