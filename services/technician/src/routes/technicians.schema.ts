import {
  technicianLocationChangesSchema,
  technicianLocationSchema,
  technicianRegistrationSchema,
} from '@rha/contracts/schemas';

/** PUT /technicians/me: the location the technician signed up with, when there is one. */
export const registrationBody = technicianRegistrationSchema;

/** POST /technicians/me/location. */
export const newLocationBody = technicianLocationSchema;

/** PATCH /technicians/me/location: any of the fields. */
export const locationChangesBody = technicianLocationChangesSchema;
