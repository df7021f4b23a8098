import { todayInAlaska } from '@rha/contracts';

let nextSuffix = 1000;

/** Unique per call, so no test meets another's ticket number by chance. */
export function ticketNumber(): string {
  const suffix = nextSuffix;
  nextSuffix += 1;
  return `${todayInAlaska().replace(/-/g, '')}-${suffix}`;
}

function nextWeek(): string {
  const day = new Date(`${todayInAlaska()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
}

/** The service request form's body as the browser sends it: every field as text. */
export function requestForm(location: string, overrides: Record<string, string> = {}) {
  return {
    serviceTicketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    jobDescription: 'Replace the failed network switch in the clinic.',
    location,
    restrictedAccess: 'no',
    preferredDate: nextWeek(),
    preferredTimeRange: '8:00 AM - 10:00 AM',
    liveVideoRequired: 'no',
    hasDocumentation: 'no',
    hasWifi: '',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: '',
    ...overrides,
  };
}
