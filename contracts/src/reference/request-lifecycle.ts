import type { ServiceType } from './service-request.js';

/**
 * Where a service request stands. A custom request first needs a price: Quote needed until an
 * admin quotes it, Quoted until its company accepts (it is then Submitted) or declines (Cancelled).
 * Submitted until offered, Dispatching while offers are out,
 * Accepted once a technician takes it; On hold is a weather (or similar) pause of an accepted job,
 * not a failure; Cancelled ends it before the technician is on site.
 */
export const SERVICE_REQUEST_STATUSES = [
  'Quote needed',
  'Quoted',
  'Submitted',
  'Dispatching',
  'Accepted',
  'On hold',
  'On site',
  'Work done',
  'Completed',
  'Cancelled',
] as const;

export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** The statuses a company (or an admin) may still cancel from: the technician is not on site yet. */
export const CANCELLABLE_STATUSES: readonly ServiceRequestStatus[] = [
  'Quote needed',
  'Quoted',
  'Submitted',
  'Dispatching',
  'Accepted',
  'On hold',
];

export function isCancellable(status: ServiceRequestStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/** Who moved a request, as its timeline shows it. */
export const TIMELINE_ROLES = ['company', 'technician', 'admin', 'system'] as const;

export type TimelineRole = (typeof TIMELINE_ROLES)[number];

/** The statuses in which a request still waits for a technician: the admin's dispatch queue. */
export const AWAITING_TECHNICIAN_STATUSES: readonly ServiceRequestStatus[] = [
  'Submitted',
  'Dispatching',
];

/** The statuses of a custom request whose price is still open: no technician is sought yet. */
export const QUOTE_STATUSES: readonly ServiceRequestStatus[] = ['Quote needed', 'Quoted'];

/** The admin's dispatch queue: requests waiting for a quote, and those waiting for a technician. */
export const DISPATCH_QUEUE_STATUSES: readonly ServiceRequestStatus[] = [
  ...QUOTE_STATUSES,
  ...AWAITING_TECHNICIAN_STATUSES,
];

/** The status a new request starts in: a custom request waits for its quote first. */
export function initialStatusOf(serviceType: ServiceType): ServiceRequestStatus {
  return serviceType === 'custom-request' ? 'Quote needed' : 'Submitted';
}

/** The statuses of a job a technician holds: it shows under their jobs, with the contact on site. */
export const ASSIGNED_STATUSES: readonly ServiceRequestStatus[] = [
  'Accepted',
  'On hold',
  'On site',
  'Work done',
  'Completed',
];

/**
 * The jobs a technician keeps seeing under their jobs: those they hold, and those cancelled after
 * they took them, so a cancellation reaches them on the page as well as by e-mail.
 */
export const TECHNICIAN_JOB_STATUSES: readonly ServiceRequestStatus[] = [
  ...ASSIGNED_STATUSES,
  'Cancelled',
];
