import { randomInt, randomUUID } from 'node:crypto';
import type { EventData, EventType } from '@rha/contracts';
import { createEvent, type ContractEvent, type EventEnvelope, type EventInput } from '@rha/kit';

export type RegisteredUser = EventData<'identity.user.registered.v1'>;
export type ChangedUser = EventData<'identity.user.changed.v1'>;
export type SubmittedRequest = EventData<'service-request.submitted.v1'>;
export type CompletedOnboarding = EventData<'technician.onboarding.completed.v1'>;
export type VettingChange = EventData<'technician.vetting.changed.v1'>;
export type CancelledRequest = EventData<'service-request.cancelled.v1'>;
export type DispatchedRequest = EventData<'service-request.dispatched.v1'>;
export type AcceptedRequest = EventData<'service-request.accepted.v1'>;
export type HeldRequest = EventData<'service-request.on-hold.v1'>;
export type ResumedRequest = EventData<'service-request.resumed.v1'>;
export type FlaggedRequest = EventData<'service-request.flagged.v1'>;
export type CheckedInRequest = EventData<'service-request.checked-in.v1'>;
export type WorkDoneRequest = EventData<'service-request.work-done.v1'>;
export type CompletedRequest = EventData<'service-request.completed.v1'>;
export type SentBackRequest = EventData<'service-request.sent-back.v1'>;
export type ReopenedRequest = EventData<'service-request.reopened.v1'>;

/** A unique address per test, so mail left by an earlier test (or run) is never counted. */
export function uniqueEmail(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

export function registeredUser(overrides: Partial<RegisteredUser> = {}): RegisteredUser {
  return {
    userId: randomUUID(),
    keycloakId: randomUUID(),
    userType: 'technician',
    fullName: 'Tanya Nome',
    email: uniqueEmail('tanya'),
    ...overrides,
  };
}

export function completedOnboarding(
  overrides: Partial<CompletedOnboarding> = {},
): CompletedOnboarding {
  return {
    technicianId: randomUUID(),
    fullName: 'Tanya Nome',
    email: uniqueEmail('tanya'),
    completedAt: '2025-12-01T18:05:00.000Z',
    ...overrides,
  };
}

/** An admin's approval of a technician, unless the overrides say otherwise. */
export function vettingChange(overrides: Partial<VettingChange> = {}): VettingChange {
  return {
    changeId: randomUUID(),
    technicianId: randomUUID(),
    fullName: 'Tanya Nome',
    email: uniqueEmail('tanya'),
    from: 'background_check',
    to: 'approved',
    reason: '',
    changedAt: '2026-01-12T19:30:00.000Z',
    ...overrides,
  };
}

/** A ticket of 8 December 2025 with a random suffix, unique enough to find its e-mails by subject. */
export function ticketNumber(): string {
  return `20251208-${randomInt(1000, 10_000)}`;
}

export function submittedRequest(
  overrides: Partial<Omit<SubmittedRequest, 'answers'>> & {
    answers?: Partial<SubmittedRequest['answers']>;
  } = {},
): SubmittedRequest {
  const ticket = overrides.ticketNumber ?? ticketNumber();
  const { answers, ...rest } = overrides;
  return {
    requestId: randomUUID(),
    ticketNumber: ticket,
    serviceType: 'remote-hands',
    submittedAt: '2025-12-01T18:05:00.000Z',
    submittedBy: {
      keycloakId: randomUUID(),
      fullName: 'Sam Kuskokwim',
      email: uniqueEmail('sam'),
    },
    company: { id: randomUUID(), name: 'Kuskokwim Clinics' },
    location: {
      id: 'location-1',
      address: '100 Ridgecrest Dr',
      city: 'Bethel',
      state: 'Alaska',
      zipCode: '99559',
    },
    ...rest,
    answers: {
      serviceTicketNumber: ticket,
      serviceType: rest.serviceType ?? 'remote-hands',
      jobDescription: 'The clinic router drops every evening; please power cycle and swap it.',
      location: 'location-1',
      restrictedAccess: 'yes',
      keysNeeded: 'Front door key at the city office',
      preferredDate: '2025-12-08',
      preferredTimeRange: '10:00 AM - 12:00 PM',
      liveVideoRequired: 'yes',
      hasWifi: 'no',
      wantProPackage: 'yes',
      hasOutlet: 'no',
      connectionMethod: '',
      videoDuration: '1-2',
      hasDocumentation: 'yes',
      contactPerson: 'Mary Nanuk',
      phoneNumber: '9075550123',
      additionalInformation: 'Call the clinic before the flight lands.',
      ...answers,
    },
  };
}

/** A company's cancellation of a submitted request, unless the overrides say otherwise. */
export function cancelledRequest(overrides: Partial<CancelledRequest> = {}): CancelledRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    from: 'Submitted',
    cancelledBy: 'company',
    reason: 'The clinic fixed the router itself.',
    assignedTechnicianId: null,
    cancelledAt: '2025-12-02T18:05:00.000Z',
    ...overrides,
  };
}

/** Identity's word on a technician account, whose address is proven unless said otherwise. */
export function changedUser(overrides: Partial<ChangedUser> = {}): ChangedUser {
  return {
    keycloakId: randomUUID(),
    userType: 'technician',
    fullName: 'Tanya Nome',
    email: uniqueEmail('tanya'),
    emailVerified: true,
    phone: '9075550123',
    signedUpAt: '2030-06-01T18:00:00.000Z',
    lastLogin: '2030-06-15T17:00:00.000Z',
    changedAt: '2030-06-15T17:00:00.000Z',
    ...overrides,
  };
}

/** An offer of a request in Kwethluk to one technician, as a smart-dispatch wave sends it. */
export function offer(
  overrides: Partial<DispatchedRequest['offers'][number]> = {},
): DispatchedRequest['offers'][number] {
  return {
    offerId: randomUUID(),
    technicianId: randomUUID(),
    fullName: 'Tanya Nome',
    email: uniqueEmail('tanya'),
    expiresAt: '2030-06-16T18:00:00.000Z',
    ...overrides,
  };
}

/** The community wave of a Remote Hands request in Kwethluk for 20 June 2030, to two technicians. */
export function dispatchedRequest(overrides: Partial<DispatchedRequest> = {}): DispatchedRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    community: 'Kwethluk',
    preferredDate: '2030-06-20',
    source: 'community',
    offers: [offer(), offer({ fullName: 'Joe Bethel', email: uniqueEmail('joe') })],
    dispatchedAt: '2030-06-15T18:00:00.000Z',
    ...overrides,
  };
}

/** Tanya from Kwethluk accepting a request with an ETA of 20 June 2030, 10:00 AM in Alaska. */
export function acceptedRequest(
  overrides: Partial<Omit<AcceptedRequest, 'technician'>> & {
    technician?: Partial<AcceptedRequest['technician']>;
  } = {},
): AcceptedRequest {
  const { technician, ...rest } = overrides;
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    community: 'Kwethluk',
    companyId: randomUUID(),
    companyEmail: uniqueEmail('sam'),
    eta: '2030-06-20T18:00:00.000Z',
    acceptedBy: 'technician',
    acceptedAt: '2030-06-15T19:00:00.000Z',
    ...rest,
    technician: {
      id: randomUUID(),
      fullName: 'Tanya Nome',
      firstName: 'Tanya',
      community: 'Kwethluk',
      email: uniqueEmail('tanya'),
      ...technician,
    },
  };
}

/** The technician's weather hold, with a new ETA of 21 June 2030, 10:00 AM in Alaska. */
export function heldRequest(overrides: Partial<HeldRequest> = {}): HeldRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    companyEmail: uniqueEmail('sam'),
    technicianFirstName: 'Tanya',
    heldBy: 'technician',
    reason: 'Fog grounded the flight to Kwethluk.',
    eta: '2030-06-21T18:00:00.000Z',
    heldAt: '2030-06-20T15:00:00.000Z',
    ...overrides,
  };
}

export function resumedRequest(overrides: Partial<ResumedRequest> = {}): ResumedRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    companyEmail: uniqueEmail('sam'),
    technicianFirstName: 'Tanya',
    resumedBy: 'technician',
    eta: '2030-06-21T18:00:00.000Z',
    resumedAt: '2030-06-21T08:00:00.000Z',
    ...overrides,
  };
}

/** A request smart dispatch gave up on after offering it to three technicians. */
export function flaggedRequest(overrides: Partial<FlaggedRequest> = {}): FlaggedRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    serviceType: 'remote-eyes',
    community: 'Kwethluk',
    preferredDate: '2030-06-20',
    offersSent: 3,
    flaggedAt: '2030-06-16T06:00:00.000Z',
    ...overrides,
  };
}

/** Tanya checking in on 20 June 2030 at 9:30 AM in Alaska (the server heard it a minute later). */
export function checkedInRequest(overrides: Partial<CheckedInRequest> = {}): CheckedInRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    companyEmail: uniqueEmail('sam'),
    technicianFirstName: 'Tanya',
    capturedAt: '2030-06-20T17:30:00.000Z',
    checkedInAt: '2030-06-20T17:31:00.000Z',
    ...overrides,
  };
}

/** Tanya checking out on 20 June 2030; silence approves it on 23 June, 1:00 PM in Alaska. */
export function workDoneRequest(overrides: Partial<WorkDoneRequest> = {}): WorkDoneRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    companyId: randomUUID(),
    companyEmail: uniqueEmail('sam'),
    technicianFirstName: 'Tanya',
    workSummary: 'Replaced the failed switch and checked every port.',
    autoApproveAt: '2030-06-23T21:00:00.000Z',
    workDoneAt: '2030-06-20T21:00:00.000Z',
    ...overrides,
  };
}

/** The company approving a Remote Hands job on 21 June 2030, under warranty until 28 June. */
export function completedRequest(overrides: Partial<CompletedRequest> = {}): CompletedRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    companyId: randomUUID(),
    technicianId: randomUUID(),
    approvedBy: 'company',
    warrantyUntil: '2030-06-28T17:00:00.000Z',
    completedAt: '2030-06-21T17:00:00.000Z',
    ...overrides,
  };
}

export function sentBackRequest(overrides: Partial<SentBackRequest> = {}): SentBackRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    technicianId: randomUUID(),
    to: 'On site',
    reason: 'Port 12 still shows no link.',
    sentBackAt: '2030-06-20T22:00:00.000Z',
    ...overrides,
  };
}

export function reopenedRequest(overrides: Partial<ReopenedRequest> = {}): ReopenedRequest {
  return {
    requestId: randomUUID(),
    ticketNumber: ticketNumber(),
    technicianId: randomUUID(),
    reason: 'The switch failed again after the storm.',
    reopenedAt: '2030-06-25T17:00:00.000Z',
    ...overrides,
  };
}

export function event<T extends EventType>(type: T, data: EventInput<T>): ContractEvent<T> {
  return createEvent(type, data, { source: 'notification-test', correlationId: randomUUID() });
}

/** `valid` with `breakage` laid over it: what a producer that skipped the contract would publish. */
export function brokenEvent<T extends EventType>(
  type: T,
  valid: EventInput<T>,
  breakage: Record<string, unknown>,
): EventEnvelope {
  return { ...event(type, valid), data: { ...valid, ...breakage } };
}
