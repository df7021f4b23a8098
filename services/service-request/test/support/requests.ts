import { randomUUID } from 'node:crypto';
import { todayInAlaska, type ServiceRequestInput } from '@rha/contracts';

let nextSuffix = 1000;

/**
 * A ticket number of today no other call of this process returns: random ones (as the form makes
 * them) would collide now and then and turn a test about something else into a replacement test.
 */
export function uniqueTicketNumber(): string {
  const suffix = nextSuffix;
  nextSuffix += 1;
  return `${todayInAlaska().replace(/-/g, '')}-${suffix}`;
}

/** A company's request as its row is stored, made at `createdAt` so tests control the order. */
export function storedRequest(companyId: string, createdAt: Date) {
  return {
    ticket_number: uniqueTicketNumber(),
    service_type: 'remote-eyes',
    submitted_by: randomUUID(),
    company_id: companyId,
    location_id: randomUUID(),
    job_description: 'Read the meter in the clinic basement.',
    preferred_date: '2026-02-03',
    created_at: createdAt,
  };
}

/** A calendar day `days` after today in Alaska, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const today = new Date(`${todayInAlaska()}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** A complete remote-hands request as the form sends it, for the given location. */
export function remoteHandsRequest(
  location: string,
  overrides: Partial<Record<keyof ServiceRequestInput, string>> = {},
): Record<string, string> {
  return {
    serviceTicketNumber: uniqueTicketNumber(),
    serviceType: 'remote-hands',
    jobDescription: 'Power-cycle the satellite modem in the community office.',
    location,
    restrictedAccess: 'no',
    keysNeeded: '',
    preferredDate: dayFromToday(7),
    preferredTimeRange: '10:00 AM - 12:00 PM',
    liveVideoRequired: 'yes',
    hasWifi: 'yes',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    hasDocumentation: 'no',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: 'The office opens at 9.',
    ...overrides,
  };
}
