import { locationSchema } from '@rha/contracts';
import { z } from 'zod';

/** A company holds several locations, so changing or deleting one names it. */
const locationIdField = z.uuid('Please choose one of your locations');

/** PATCH /api/location: the location's id plus the fields to change. */
export const locationUpdateBody = locationSchema.partial().extend({ id: locationIdField });

/** DELETE /api/location?id=...: query, because DELETE bodies get lost on the way. */
export const locationRefQuery = z.strictObject({ id: locationIdField });
