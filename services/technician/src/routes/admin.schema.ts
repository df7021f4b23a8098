import {
  adminTechnicianListQuerySchema,
  adminTechnicianMetadataSchema,
  technicianMetadataUpdateSchema,
  interviewNoteSchema,
  vettingChangeSchema,
  vettingFactSchema,
} from '@rha/contracts/schemas';
import { z } from 'zod';
import type { AdminMetadataEdit } from '../domain/admin-technicians.js';

/** GET /admin/technicians: search, filters, order and page. */
export const directoryQuery = adminTechnicianListQuerySchema;

/** The routes of one technician take no query parameters. */
export const noQuery = z.strictObject({});

/**
 * PUT /admin/technicians/{id}/metadata: the answers pass the technician's own update schema as
 * well, so an admin's lists are stored without duplicates just like the technician's.
 */
export const adminMetadataBody = adminTechnicianMetadataSchema.transform(
  ({ interviewNotes, ...metadata }): AdminMetadataEdit => ({
    metadata: technicianMetadataUpdateSchema.parse(metadata),
    interviewNotes,
  }),
);

/** POST /admin/technicians/{id}/vetting. */
export const vettingChangeBody = vettingChangeSchema;

/** POST /admin/technicians/{id}/facts. */
export const vettingFactBody = vettingFactSchema;

/** POST /admin/technicians/{id}/interview-notes. */
export const interviewNoteBody = interviewNoteSchema;
