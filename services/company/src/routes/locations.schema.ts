import { locationChangesSchema, locationSchema } from '@rha/contracts/schemas';
import { z } from 'zod';

/** POST /companies/me/locations and POST /addresses/check. */
export const newLocationBody = locationSchema;

/** PATCH /companies/me/locations/{id}: any of the fields. */
export const locationUpdateBody = locationChangesSchema;

/** Location ids are UUIDs; anything else cannot name one of the caller's locations. */
export const locationId = z.uuid();
