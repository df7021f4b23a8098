import { locationChangesSchema, locationSchema } from '@rha/contracts/schemas';

/** POST /companies/me/locations and POST /addresses/check. */
export const newLocationBody = locationSchema;

/** PATCH /companies/me/locations/{id}: any of the fields. */
export const locationUpdateBody = locationChangesSchema;
