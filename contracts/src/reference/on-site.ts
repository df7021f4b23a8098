import { pricing } from './pricing.js';
import type { ServiceRequestStatus } from './request-lifecycle.js';
import type { ServiceType } from './service-request.js';

/** How long a company may stay silent on a finished job before it counts as approved. */
export const DEFAULT_AUTO_APPROVE_HOURS = 72;

/** Only the Remote Hands Baseline service carries the advertised warranty. */
export const WARRANTY_SERVICE_TYPES: readonly ServiceType[] = ['remote-hands'];

/** Days after completion in which the company may reopen a job under the warranty. */
export const WARRANTY_DAYS = pricing.baseline.warrantyDays;

/**
 * Where a company sends a job back to: On site while the technician is still there, Accepted when
 * it needs another visit.
 */
export const SEND_BACK_TARGETS = [
  'On site',
  'Accepted',
] as const satisfies readonly ServiceRequestStatus[];
export type SendBackTarget = (typeof SEND_BACK_TARGETS)[number];

export const SEND_BACK_TARGET_LABELS: Readonly<Record<SendBackTarget, string>> = {
  'On site': 'The technician is still on site',
  Accepted: 'It needs another visit',
};

/** The statuses in which the assigned technician adds to the service log. */
export const LOGGABLE_STATUSES: readonly ServiceRequestStatus[] = ['On site', 'Work done'];

/** The longest log entry, and how many entries one job keeps. */
export const SERVICE_LOG_LIMITS = { textMax: 2000, entriesMax: 200 } as const;

/** How far a device's clock may be off the server's, either way, in the times it reports. */
export const DEVICE_CLOCK_SLACK_MS = 10 * 60 * 1000;

/**
 * How old a time a device reports may be: work logged offline reaches us hours or days later, but
 * never a season later, and a year-0001 clock is a broken one.
 */
export const DEVICE_TIME_MAX_AGE_DAYS = 30;
