import { z } from 'zod';
import { HELD_JOB_DECISIONS, type HeldJobDecision } from '../reference/held-jobs.js';
import type { ServiceRequestStatus } from '../reference/request-lifecycle.js';
import type { ServiceType } from '../reference/service-request.js';
import type { VettingStatus } from '../reference/vetting.js';
import { messages } from './messages.js';

/** The admin's list of held jobs, all or one technician's. */
export const heldJobsQuerySchema = z.strictObject({
  technicianId: z
    .uuid()
    .optional()
    .meta({ param: { description: "Only this technician's jobs (Keycloak subject)." } }),
});

/** An admin's decision on one held job. */
export const heldJobDecisionSchema = z
  .strictObject({
    decision: z.enum(HELD_JOB_DECISIONS, { message: messages.heldJobs.decisionRequired }),
  })
  .meta({ id: 'HeldJobDecisionBody' });

export type HeldJobDecisionBody = z.infer<typeof heldJobDecisionSchema>;

/** A job whose technician was suspended or rejected while holding it, waiting for an admin. */
export interface HeldJob {
  requestId: string;
  ticketNumber: string;
  serviceType: ServiceType;
  community: string;
  companyName: string;
  status: ServiceRequestStatus;
  technicianId: string;
  technicianName: string;
  /** Why the job is held: the technician's vetting status when it happened. */
  vettingStatus: VettingStatus;
  heldSince: string;
}

export interface HeldJobs {
  jobs: HeldJob[];
}

/** The decision as it was recorded. */
export interface HeldJobDecided {
  requestId: string;
  decision: HeldJobDecision;
  decidedAt: string;
  decidedBy: string;
}
