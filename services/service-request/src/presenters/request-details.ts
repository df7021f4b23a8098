import type { TimelineEntry } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import { answersOf } from '../db/service-requests.repo.js';
import type { TimelineRow } from '../db/timeline.repo.js';
import type { RequestDetails } from '../domain/request-lifecycle.js';
import { presentSummary } from './service-request.js';

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

export function presentDetails({ request, timeline }: RequestDetails): ServiceRequestDetails {
  return {
    ...presentSummary(request),
    answers: answersOf(request),
    timeline: timeline.map(presentTimelineEntry),
    assignedTechnician: null,
  };
}
