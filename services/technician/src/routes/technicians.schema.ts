import { technicianLocationSchema } from '@rha/contracts/schemas';
import { z } from 'zod';

/** PUT /technicians/me: the location the technician signed up with, when there is one. */
export const registrationBody = z.strictObject({ location: technicianLocationSchema.optional() });

/** POST /technicians/me/location. */
export const newLocationBody = technicianLocationSchema;

/** PATCH /technicians/me/location: any of the fields. */
export const locationChangesBody = technicianLocationSchema.partial();
