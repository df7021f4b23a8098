import { z } from 'zod';
import { SERVICE_REQUEST_STATUSES } from '../reference/request-lifecycle.js';
import { SERVICE_TYPES } from '../reference/service-request.js';
import { listQuerySchema } from './list-page.js';

const status = z.enum(SERVICE_REQUEST_STATUSES);

/** Each list's orders, the first being the one a query without `sort` gets. */
export const OWN_REQUEST_SORTS = ['newest', 'oldest', 'preferredDate'] as const;
export const DISPATCH_QUEUE_SORTS = ['oldest', 'newest'] as const;
export const TECHNICIAN_OFFER_SORTS = ['oldest', 'newest'] as const;
/** `upcoming`: jobs still ahead by arrival, soonest first, then finished ones, latest first. */
export const TECHNICIAN_JOB_SORTS = ['upcoming', 'preferredDate', 'newest'] as const;

/** A company's own requests: by status, location and preferred-date range. */
export const ownServiceRequestsQuerySchema = listQuerySchema(OWN_REQUEST_SORTS).extend({
  status: status.optional(),
  location: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "One of the company's locations, by id." }),
  from: z.iso.date().optional().meta({ description: 'Preferred service date on or after.' }),
  to: z.iso.date().optional().meta({ description: 'Preferred service date on or before.' }),
});

/** The admin's dispatch queue: by status, community and whether smart dispatch flagged it. */
export const dispatchQueueQuerySchema = listQuerySchema(DISPATCH_QUEUE_SORTS).extend({
  status: status.optional(),
  community: z.string().min(1).max(100).optional(),
  flagged: z.enum(['true', 'false']).optional().meta({
    description:
      'Only the requests smart dispatch flagged for an admin (true), or only the others.',
  }),
});

/** The offers open to a technician, by service type. */
export const technicianOffersQuerySchema = listQuerySchema(TECHNICIAN_OFFER_SORTS).extend({
  serviceType: z.enum(SERVICE_TYPES).optional(),
});

/** The jobs a technician holds, by status. */
export const technicianJobsQuerySchema = listQuerySchema(TECHNICIAN_JOB_SORTS).extend({
  status: status.optional(),
});
