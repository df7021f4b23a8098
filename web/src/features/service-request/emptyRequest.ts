import type { ServiceType } from '@rha/contracts/reference';
import type { ServiceRequestInput } from '@rha/contracts/schemas';

/** A blank form of this type under a new ticket number. */
export function emptyRequest(
  serviceType: ServiceType,
  serviceTicketNumber: string,
): ServiceRequestInput {
  return {
    serviceTicketNumber,
    serviceType,
    jobDescription: '',
    location: '',
    restrictedAccess: '',
    keysNeeded: '',
    preferredDate: '',
    preferredTimeRange: '',
    liveVideoRequired: '',
    hasWifi: '',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    hasDocumentation: '',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: '',
  };
}
