import type { ServiceType } from '@rha/contracts/reference';
import { displayDate } from './requestDates';
import { serviceTypeLabel, timeRangeLabel } from './serviceRequestLabels';

export interface DocumentationMailInput {
  supportEmail: string;
  /** The ticket number the request was stored under (it may differ from the one the form made). */
  ticket: string;
  serviceType: ServiceType;
  location: string;
  preferredDate: string;
  preferredTimeRange: string;
}

/**
 * The prepared e-mail for supporting documentation: to the support mailbox, subject
 * naming the stored ticket, a body summarising type, location, date and time.
 */
export function documentationMailto(input: DocumentationMailInput): string {
  const subject = `Supporting Documentation for Service Request ${input.ticket}`;
  const body = [
    `Service Request: ${input.ticket}`,
    `Service Type: ${serviceTypeLabel(input.serviceType)}`,
    `Location: ${input.location}`,
    `Preferred Date: ${displayDate(input.preferredDate)}`,
    `Preferred Time: ${input.preferredTimeRange ? timeRangeLabel(input.preferredTimeRange) : 'Not applicable'}`,
    '',
    'Please attach your supporting documentation (photos, diagrams, manuals) to this e-mail.',
  ].join('\n');
  return `mailto:${input.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
