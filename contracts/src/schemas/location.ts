import { z } from 'zod';
import { TECHNICIAN_STATE } from '../reference/states.js';
import { MAX, optionalText, requiredText, zipCodeField } from './fields.js';
import { messages } from './messages.js';

const m = messages.location;

/** What the ZIP code check lets through, stated for the documents (a refine has no JSON form). */
const ZIP_CODE_PATTERN = { pattern: String.raw`^\s*\d{5}(-\d{4})?\s*$` };

/** A company location (POST /api/location): address optional, city, state and ZIP required. */
export const locationSchema = z
  .strictObject({
    address: optionalText(MAX.address).optional(),
    city: requiredText(m.cityRequired, MAX.city),
    state: requiredText(m.stateRequired, MAX.state, 2).meta({
      description: 'A state name (Alaska) or its USPS code (AK); stored as the name.',
    }),
    zipCode: zipCodeField(m.zipCodeRequired, m.zipCodeInvalid, 5).meta(ZIP_CODE_PATTERN),
  })
  .meta({ id: 'NewLocation' });

export type LocationInput = z.infer<typeof locationSchema>;

/** A company holds several locations, so changing or deleting one names it. */
export const locationIdSchema = z.uuid('Please choose one of your locations');

/** PATCH /api/location: the location's id plus the fields to change. */
export const locationUpdateSchema = locationSchema
  .partial()
  .extend({ id: locationIdSchema.meta({ description: 'The location to change.' }) })
  .meta({ id: 'LocationChanges' });

/** The company service's PATCH /companies/me/locations/{id}: any of the fields. */
export const locationChangesSchema = locationSchema.partial().meta({ id: 'LocationUpdate' });

/** The technician's service location: an Alaska home community, as technicians work in Alaska. */
export const technicianLocationSchema = z
  .strictObject({
    city: requiredText(m.homeCommunityRequired, MAX.city, 2).meta({
      description: 'The home community.',
    }),
    state: requiredText(m.stateRequired, MAX.state, 2)
      .refine(
        (value) => value.length < 2 || value === TECHNICIAN_STATE,
        messages.signup.technicianStateAlaska,
      )
      // A refine has no JSON Schema form; this states the one value it lets through.
      .meta({ enum: [TECHNICIAN_STATE] }),
    zipCode: zipCodeField(m.zipCodeRequired, m.zipCodeInvalid, 5).meta(ZIP_CODE_PATTERN),
  })
  .meta({ id: 'NewTechnicianLocation' });

/** PATCH of the technician's location: any of the fields. */
export const technicianLocationChangesSchema = technicianLocationSchema
  .partial()
  .meta({ id: 'TechnicianLocationChanges' });

/** The technician service's PUT /technicians/me: the location signed up with, when there is one. */
export const technicianRegistrationSchema = z
  .strictObject({ location: technicianLocationSchema.optional() })
  .meta({ id: 'TechnicianRegistration' });

export type TechnicianLocationInput = z.infer<typeof technicianLocationSchema>;
