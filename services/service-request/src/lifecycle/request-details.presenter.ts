import type { TimelineEntry } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import { answersOf } from './service-requests.repo.js';
import type { TimelineRow } from './timeline.repo.js';
import { firstNameOf } from './movers.js';
import type { RequestDetails } from './request-lifecycle.js';
import { presentReport } from '../on-site/job-report.presenter.js';
import { presentHeadline } from '../submission/service-request.presenter.js';
import { presentQuote } from '../quotes/quote.presenter.js';

export type ServiceRequestDetails = components['schemas']['ServiceRequestDetails'];

export function presentTimelineEntry(row: TimelineRow): TimelineEntry {
  return {
    id: row.id,
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    by: { role: row.by_role, name: row.by_name },
    at: row.at.toISOString(),
  };
}

export function presentDetails({
  request,
  timeline,
  quote,
  ...parts
}: RequestDetails): ServiceRequestDetails {
  return {
    ...presentHeadline(request),
    community: request.community,
    answers: answersOf(request),
    timeline: timeline.map(presentTimelineEntry),
    // Only the first name and where they come from: the company needs no more of its technician.
    assignedTechnician:
      request.assigned_technician_id === null
        ? null
        : {
            firstName: firstNameOf(request.assigned_technician_name),
            community: request.assigned_technician_community,
          },
    eta: request.eta?.toISOString() ?? null,
    report: presentReport(request, parts),
    quote: presentQuote(quote),
  };
}
