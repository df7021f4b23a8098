import type {
  AdminCompanyRequest,
  ServiceRequestSummary,
  StoredServiceRequest,
} from '@rha/contracts';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';

/** What a submission answers: the id and the ticket number it was stored under. */
export function presentStored(row: ServiceRequestRow): StoredServiceRequest {
  return { id: row.id, serviceTicketNumber: row.ticket_number };
}

/** What every view of a request opens with; its page adds the answers, a list row the place. */
export function presentHeadline(
  row: ServiceRequestRow,
): Omit<ServiceRequestSummary, 'jobDescription' | 'locationAddress'> {
  return {
    id: row.id,
    serviceTicketNumber: row.ticket_number,
    serviceType: row.service_type,
    preferredDate: row.preferred_date,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A row of the company's own list. */
export function presentSummary(row: ServiceRequestRow): ServiceRequestSummary {
  return {
    ...presentHeadline(row),
    jobDescription: row.job_description,
    locationAddress: row.location_address,
  };
}

export function presentAdminRequest(row: ServiceRequestRow): AdminCompanyRequest {
  return {
    id: row.id,
    ticketNumber: row.ticket_number,
    serviceType: row.service_type,
    preferredDate: row.preferred_date,
    submittedAt: row.created_at.toISOString(),
    status: row.status,
  };
}
