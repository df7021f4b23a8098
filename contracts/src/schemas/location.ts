import { z } from 'zod';
import { TECHNICIAN_STATE } from '../reference/states.js';
import { MAX, optionalText, requiredText, zipCodeField } from './fields.js';
import { messages } from './messages.js';

const m = messages.location;

/** A company location (POST /api/location): address optional, city, state and ZIP required. */
export const locationSchema = z.strictObject({
  address: optionalText(MAX.address).optional(),
  city: requiredText(m.cityRequired, MAX.city),
  state: requiredText(m.stateRequired, MAX.state, 2),
  zipCode: zipCodeField(m.zipCodeRequired, m.zipCodeInvalid, 5),
});

export type LocationInput = z.infer<typeof locationSchema>;

/** A company holds several locations, so changing or deleting one names it. */
export const locationIdSchema = z.uuid('Please choose one of your locations');

/** PATCH /api/location: the location's id plus the fields to change. */
export const locationUpdateSchema = locationSchema.partial().extend({ id: locationIdSchema });

/** The technician's service location: an Alaska home community, as technicians work in Alaska. */
export const technicianLocationSchema = z.strictObject({
  city: requiredText(m.homeCommunityRequired, MAX.city, 2),
  state: requiredText(m.stateRequired, MAX.state, 2)
    .refine(
      (value) => value.length < 2 || value === TECHNICIAN_STATE,
      messages.signup.technicianStateAlaska,
    )
    // A refine has no JSON Schema form; this states the one value it lets through.
    .meta({ enum: [TECHNICIAN_STATE] }),
  zipCode: zipCodeField(m.zipCodeRequired, m.zipCodeInvalid, 5),
});

export type TechnicianLocationInput = z.infer<typeof technicianLocationSchema>;
