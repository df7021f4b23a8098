import type { ServiceRequestStatus } from './request-lifecycle.js';

/**
 * The statuses of a job still in a technician's hands: when they are suspended or rejected, an admin
 * decides each such job, and the technician may not write on it until then.
 */
export const HELD_JOB_STATUSES: readonly ServiceRequestStatus[] = [
  'Accepted',
  'On hold',
  'On site',
];

/** What an admin decides for a job its technician held when they were suspended. */
export const HELD_JOB_DECISIONS = ['reassign', 'finish'] as const;
export type HeldJobDecision = (typeof HELD_JOB_DECISIONS)[number];

/** The admin's button for each decision. */
export const HELD_JOB_DECISION_LABELS: Readonly<Record<HeldJobDecision, string>> = {
  reassign: 'Reassign',
  finish: 'Let them finish',
};

/** What the admin is asked before a decision takes effect. */
export const HELD_JOB_DECISION_CONFIRMATIONS: Readonly<Record<HeldJobDecision, string>> = {
  reassign:
    'The job goes back to dispatch and the technician no longer holds it. Reassign this job?',
  finish: 'The technician may work on this job again until it is done. Let them finish?',
};
