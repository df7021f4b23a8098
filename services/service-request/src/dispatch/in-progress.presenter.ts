import type { InProgressRequest } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { InProgressEntry } from './in-progress.js';

export function presentInProgress({
  request,
  holdReason,
}: InProgressEntry): InProgressRequest & components['schemas']['InProgressRequest'] {
  return {
    id: request.id,
    serviceTicketNumber: request.ticket_number,
    serviceType: request.service_type,
    status: request.status,
    companyName: request.company_name,
    community: request.community,
    preferredDate: request.preferred_date,
    technician: {
      id: request.assigned_technician_id ?? '',
      fullName: request.assigned_technician_name,
      community: request.assigned_technician_community,
    },
    eta: request.eta?.toISOString() ?? null,
    holdReason,
  };
}
