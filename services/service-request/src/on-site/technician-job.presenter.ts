import type { TechnicianJob } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { jobReasons } from '../lifecycle/job-reasons.js';
import type { AssignedJob, OfferedJob } from './technician-jobs.js';
import { presentReport } from './job-report.presenter.js';
import { payOf } from '../pay/request-pay.js';
import { presentCounterOffer } from '../pay/counter-offer.presenter.js';

type Job = TechnicianJob & components['schemas']['TechnicianJob'];

/** What any technician offered the job may read: no address, no contact on site. */
function presentWork(
  request: ServiceRequestRow,
): Omit<Job, 'offer' | 'site' | 'report' | 'reasons'> {
  return {
    requestId: request.id,
    serviceTicketNumber: request.ticket_number,
    serviceType: request.service_type,
    status: request.status,
    companyName: request.company_name,
    community: request.community,
    preferredDate: request.preferred_date,
    preferredTimeRange: request.preferred_time_range,
    jobDescription: request.job_description,
    answers: {
      restrictedAccess: request.restricted_access,
      keysNeeded: request.keys_needed,
      liveVideoRequired: request.live_video_required,
      hasWifi: request.has_wifi,
      hasOutlet: request.has_outlet,
      connectionMethod: request.connection_method,
      videoDuration: request.video_duration,
      hasDocumentation: request.has_documentation,
      additionalInformation: request.additional_information,
    },
    eta: request.eta?.toISOString() ?? null,
    pay: payOf(request),
  };
}

export function presentOfferedJob({ request, offer, counter }: OfferedJob): Job {
  return {
    ...presentWork(request),
    offer: {
      id: offer.id,
      expiresAt: offer.expires_at.toISOString(),
      counter: counter ? presentCounterOffer(counter) : null,
    },
    pay: offer.pay ?? payOf(request),
    site: null,
    report: null,
    reasons: [],
  };
}

/** A job the technician holds: where to go, whom to meet and what they did there. */
export function presentAssignedJob({ request, timeline, ...parts }: AssignedJob): Job {
  return {
    ...presentWork(request),
    offer: null,
    site: {
      address: request.location_address,
      contactPerson: request.contact_person,
      phoneNumber: request.phone_number,
    },
    report: presentReport(request, parts),
    reasons: jobReasons(timeline).map(({ kind, row }) => ({
      kind,
      note: row.note,
      at: row.at.toISOString(),
    })),
  };
}
