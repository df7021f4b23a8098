import type { EventData } from '@rha/contracts';
import { alaskaMoment } from '@rha/contracts';
import type { OnceEmail } from './emails.js';
import type { WebLinks } from './web-links.js';

export type CheckedInServiceRequest = EventData<'service-request.checked-in.v1'>;
export type WorkDoneServiceRequest = EventData<'service-request.work-done.v1'>;

export interface OnSiteEmailOptions {
  /** Answers reach support rather than the sender address. */
  supportEmail: string;
  links: WebLinks;
}

/**
 * Tells the company its technician has arrived. Each check-in is its own news (a job sent back
 * for another visit is checked in to again), so the key names the moment as well as the request.
 * Undefined when the company has no address on file.
 */
export function checkedInEmail(
  checkIn: CheckedInServiceRequest,
  { supportEmail, links }: OnSiteEmailOptions,
): OnceEmail<'service-request-checked-in-company'> | undefined {
  if (checkIn.companyEmail === '') return undefined;
  return {
    onceKey: `service-request-checked-in:company:${checkIn.requestId}:${checkIn.checkedInAt}`,
    email: {
      to: checkIn.companyEmail,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-checked-in-company',
      data: {
        ticketNumber: checkIn.ticketNumber,
        technician: technicianName(checkIn.technicianFirstName),
        checkedInAt: alaskaMoment(new Date(checkIn.capturedAt)),
        requestUrl: links.serviceRequest(checkIn.requestId),
      },
    },
  };
}

/**
 * Asks the company to review the work, with the summary and the moment silence counts as
 * approval. Keyed by the moment too: work sent back and done again is asked about again.
 * Undefined when the company has no address on file.
 */
export function workDoneEmail(
  workDone: WorkDoneServiceRequest,
  { supportEmail, links }: OnSiteEmailOptions,
): OnceEmail<'service-request-work-done-company'> | undefined {
  if (workDone.companyEmail === '') return undefined;
  return {
    onceKey: `service-request-work-done:company:${workDone.requestId}:${workDone.workDoneAt}`,
    email: {
      to: workDone.companyEmail,
      replyTo: { address: supportEmail, name: 'Remote Hands Alaska support' },
      template: 'service-request-work-done-company',
      data: {
        ticketNumber: workDone.ticketNumber,
        technician: technicianName(workDone.technicianFirstName),
        workSummary: workDone.workSummary,
        autoApproveAt: alaskaMoment(new Date(workDone.autoApproveAt)),
        requestUrl: links.serviceRequest(workDone.requestId),
      },
    },
  };
}

/** The technician as the company knows them: their first name, or no name when none is on file. */
function technicianName(firstName: string): string {
  return firstName.trim() || 'Your technician';
}
