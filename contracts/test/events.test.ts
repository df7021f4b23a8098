import { describe, expect, it } from 'vitest';
import {
  EVENT_TYPES,
  eventCatalogue,
  eventEnvelopeSchema,
  isEventType,
  parseEvent,
  safeParseEvent,
  type EventType,
} from '../src/events.js';

const location = {
  id: 'loc-1',
  address: '100 Main St',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

const validPayloads: Record<EventType, unknown> = {
  'identity.user.registered.v1': {
    userId: '0b7c7f3e-5f57-4c57-9d3c-2f1f4a3c7e10',
    keycloakId: 'f1d2c3b4-kc',
    userType: 'technician',
    fullName: 'Tanya Nome',
    email: 'technician@example.com',
  },
  'identity.user.changed.v1': {
    keycloakId: 'f1d2c3b4-kc',
    userType: 'technician',
    fullName: 'Tanya Nome',
    email: 'technician@example.com',
    phone: '9075550100',
    signedUpAt: '2030-06-01T18:00:00.000Z',
    lastLogin: null,
    changedAt: '2030-06-15T18:00:00.000Z',
  },
  'identity.email-change.requested.v1': {
    keycloakId: 'f1d2c3b4-kc',
    fullName: 'Tanya Nome',
    email: 'tanya@nome.example',
    currentEmail: 'technician@example.com',
    token: 'x'.repeat(43),
    expiresAt: '2030-06-16T18:00:00.000Z',
  },
  'service-request.submitted.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    serviceType: 'remote-hands',
    submittedAt: '2030-06-15T18:00:00.000Z',
    submittedBy: { keycloakId: 'kc-1', fullName: 'Sam Kuskokwim', email: 'company@example.com' },
    company: { id: 'co-1', name: 'Kuskokwim Clinic' },
    location,
    answers: {
      serviceTicketNumber: '20300615-4821',
      serviceType: 'remote-hands',
      jobDescription: 'Replace the failed switch.',
      location: 'loc-1',
      preferredDate: '2030-06-20',
      preferredTimeRange: 'Anytime',
    },
  },
  'service-request.cancelled.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    from: 'Submitted',
    cancelledBy: 'company',
    reason: 'The clinic fixed it themselves.',
    assignedTechnicianId: null,
    cancelledAt: '2030-06-16T18:00:00.000Z',
  },
  'service-request.quoted.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    submittedBy: 'kc-1',
    amountCents: 125_000,
    note: 'Two visits.',
    quotedAt: '2030-06-16T18:00:00.000Z',
  },
  'service-request.quote-accepted.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    amountCents: 125_000,
    acceptedAt: '2030-06-16T19:00:00.000Z',
  },
  'service-request.dispatched.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    serviceType: 'remote-hands',
    community: 'Kwethluk',
    preferredDate: '2030-06-20',
    source: 'community',
    offers: [
      {
        offerId: 'of-1',
        technicianId: 'f1d2c3b4-kc',
        fullName: 'Tanya Nome',
        email: 'technician@example.com',
        expiresAt: '2030-06-16T18:00:00.000Z',
      },
    ],
    dispatchedAt: '2030-06-15T18:00:00.000Z',
  },
  'service-request.accepted.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    serviceType: 'remote-hands',
    community: 'Kwethluk',
    companyId: 'co-1',
    companyEmail: 'company@example.com',
    technician: {
      id: 'f1d2c3b4-kc',
      fullName: 'Tanya Nome',
      firstName: 'Tanya',
      community: 'Kwethluk',
      email: 'technician@example.com',
    },
    eta: '2030-06-20T18:00:00.000Z',
    acceptedBy: 'technician',
    acceptedAt: '2030-06-15T19:00:00.000Z',
  },
  'service-request.on-hold.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    companyEmail: 'company@example.com',
    technicianFirstName: 'Tanya',
    heldBy: 'technician',
    reason: 'Fog grounded the flight to Kwethluk.',
    eta: '2030-06-21T18:00:00.000Z',
    heldAt: '2030-06-20T15:00:00.000Z',
  },
  'service-request.resumed.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    companyEmail: '',
    technicianFirstName: 'Tanya',
    resumedBy: 'admin',
    eta: '2030-06-21T18:00:00.000Z',
    resumedAt: '2030-06-21T08:00:00.000Z',
  },
  'service-request.flagged.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    serviceType: 'remote-eyes',
    community: '',
    preferredDate: '2030-06-20',
    offersSent: 0,
    flaggedAt: '2030-06-16T06:00:00.000Z',
  },
  'service-request.checked-in.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    companyEmail: 'company@example.com',
    technicianFirstName: 'Tanya',
    capturedAt: '2030-06-20T17:58:00.000Z',
    checkedInAt: '2030-06-20T18:00:00.000Z',
  },
  'service-request.work-done.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'co-1',
    companyEmail: 'company@example.com',
    technicianFirstName: 'Tanya',
    workSummary: 'Replaced the modem power supply; link stable for an hour.',
    autoApproveAt: '2030-06-23T21:00:00.000Z',
    workDoneAt: '2030-06-20T21:00:00.000Z',
  },
  'service-request.completed.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    serviceType: 'remote-hands',
    companyId: 'co-1',
    technicianId: 'f1d2c3b4-kc',
    approvedBy: 'system',
    warrantyUntil: '2030-06-30T21:00:00.000Z',
    completedAt: '2030-06-23T21:00:00.000Z',
  },
  'service-request.sent-back.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    technicianId: 'f1d2c3b4-kc',
    to: 'On site',
    reason: 'The camera still shows no picture.',
    sentBackAt: '2030-06-20T22:00:00.000Z',
  },
  'service-request.reopened.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    technicianId: 'f1d2c3b4-kc',
    reason: 'The modem failed again after two days.',
    reopenedAt: '2030-06-25T16:00:00.000Z',
  },
  'service-request.messages-unread.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    party: 'company',
    recipientEmail: 'ops@clinic.example',
    unread: 3,
    firstUnreadAt: '2030-06-20T18:00:00.000Z',
    lastMessageAt: '2030-06-20T18:03:00.000Z',
  },
  'service-request.ratings-revealed.v1': {
    requestId: 'sr-1',
    ticketNumber: '20300615-4821',
    companyId: 'company-1',
    technicianId: 'f1d2c3b4-kc',
    byCompany: { score: 5, comment: 'Quick and careful.', ratedAt: '2030-06-26T18:00:00.000Z' },
    byTechnician: null,
    revealedAt: '2030-07-09T18:00:00.000Z',
  },
  'technician.onboarding.completed.v1': {
    technicianId: 'f1d2c3b4-kc',
    fullName: 'Tanya Nome',
    email: 'technician@example.com',
    completedAt: '2030-06-15T18:00:00.000Z',
  },
  'technician.vetting.changed.v1': {
    changeId: 'c0ffee00-0000-4000-8000-000000000001',
    technicianId: 'f1d2c3b4-kc',
    fullName: 'Tanya Nome',
    email: 'technician@example.com',
    from: 'background_check',
    to: 'approved',
    reason: '',
    changedAt: '2030-06-20T18:00:00.000Z',
  },
  'service-request.call-changed.v1': {
    recipientIds: ['company-kc'],
    call: {
      id: 'c0ffee00-0000-4000-8000-000000000010',
      requestId: 'c0ffee00-0000-4000-8000-000000000011',
      status: 'ringing',
      startedBy: { userId: 'tech-kc', name: 'Tanya Nome', role: 'technician' },
      participants: [
        {
          userId: 'tech-kc',
          name: 'Tanya Nome',
          role: 'technician',
          joinedAt: '2030-06-15T18:00:00.000Z',
          leftAt: null,
        },
      ],
      startedAt: '2030-06-15T18:00:00.000Z',
      connectedAt: null,
      endedAt: null,
      endReason: null,
    },
  },
  'service-request.call-signal.v2': {
    recipientId: 'company-kc',
    callId: 'c0ffee00-0000-4000-8000-000000000010',
    fromUserId: 'tech-kc',
    fromJoinedAt: '2026-06-01T10:00:00.000Z',
    toJoinedAt: '2026-06-01T10:01:00.000Z',
    signal: {
      type: 'candidate',
      candidate: {
        candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 49152 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
      },
    },
  },
  'notification.created.v1': {
    recipientId: 'f1d2c3b4-kc',
    notification: {
      id: 'c0ffee00-0000-4000-8000-000000000002',
      kind: 'offer-received',
      title: 'New job offer 20300615-0001 in Kwethluk',
      actor: 'Smart dispatch',
      link: '/dashboard?tab=jobs',
      createdAt: '2030-06-15T18:00:00.000Z',
      readAt: null,
    },
  },
  'billing.invoice-issued.v1': {
    invoiceId: 'c0ffee00-0000-4000-8000-000000000003',
    number: '2030-00042',
    requestId: 'req-1',
    ticketNumber: '20300615-4821',
    companyId: 'company-1',
    companyKeycloakId: 'f1d2c3b4-kc',
    companyName: 'Kuskokwim Clinic',
    totalCents: 48_750,
    currency: 'USD',
    issuedAt: '2030-06-20T18:00:00.000Z',
    dueOn: '2030-07-20',
  },
};

describe('event catalogue', () => {
  it('lists the versioned events that have a producer and a consumer', () => {
    expect(EVENT_TYPES).toEqual([
      'identity.user.registered.v1',
      'identity.user.changed.v1',
      'identity.email-change.requested.v1',
      'service-request.submitted.v1',
      'service-request.cancelled.v1',
      'service-request.quoted.v1',
      'service-request.quote-accepted.v1',
      'service-request.dispatched.v1',
      'service-request.accepted.v1',
      'service-request.on-hold.v1',
      'service-request.resumed.v1',
      'service-request.flagged.v1',
      'service-request.checked-in.v1',
      'service-request.work-done.v1',
      'service-request.completed.v1',
      'service-request.sent-back.v1',
      'service-request.reopened.v1',
      'service-request.messages-unread.v1',
      'service-request.ratings-revealed.v1',
      'service-request.call-changed.v1',
      'service-request.call-signal.v2',
      'technician.onboarding.completed.v1',
      'technician.vetting.changed.v1',
      'notification.created.v1',
      'billing.invoice-issued.v1',
    ]);
    expect(Object.keys(eventCatalogue)).toEqual(EVENT_TYPES);
  });

  it.each(Object.entries(validPayloads))('parses a valid %s payload', (type, data) => {
    expect(isEventType(type)).toBe(true);
    expect(() => parseEvent(type as EventType, data)).not.toThrow();
  });

  it('keeps service request answers valid after their preferred date has passed', () => {
    const submitted = validPayloads['service-request.submitted.v1'] as { answers: object };
    const replayed = {
      ...submitted,
      answers: { ...submitted.answers, preferredDate: '2001-01-01' },
    };
    expect(safeParseEvent('service-request.submitted.v1', replayed).success).toBe(true);
  });

  it('rejects payloads with missing, malformed or unknown fields', () => {
    expect(
      safeParseEvent('identity.user.registered.v1', {
        ...(validPayloads['identity.user.registered.v1'] as object),
        email: 'not-an-email',
      }).success,
    ).toBe(false);
    expect(
      safeParseEvent('identity.user.registered.v1', {
        ...(validPayloads['identity.user.registered.v1'] as object),
        password: 'x',
      }).success,
    ).toBe(false);
    expect(() => parseEvent('service-request.submitted.v1', {})).toThrow();
    expect(
      safeParseEvent('service-request.submitted.v1', {
        ...(validPayloads['service-request.submitted.v1'] as object),
        ticketNumber: '2030-0615',
      }).success,
    ).toBe(false);
  });

  it('refuses an event type it does not know', () => {
    expect(isEventType('identity.user.deleted.v1')).toBe(false);
    expect(isEventType('toString')).toBe(false);
    // @ts-expect-error -- only catalogue types compile; the run-time check below is for callers
    // whose type came from outside, e.g. a message off the bus.
    expect(() => parseEvent('identity.user.deleted.v1', {})).toThrow(
      'Unknown event type: identity.user.deleted.v1',
    );
  });

  it('describes the envelope every event travels in', () => {
    const envelope = {
      id: '5d4f0a7e-2c1b-4d8e-9f3a-6b7c8d9e0f12',
      type: 'identity.user.registered.v1',
      occurredAt: '2030-06-15T18:00:00.000Z',
      source: 'identity',
      correlationId: 'req-123',
      data: validPayloads['identity.user.registered.v1'],
    };
    expect(eventEnvelopeSchema.safeParse(envelope).success).toBe(true);
    expect(eventEnvelopeSchema.safeParse({ ...envelope, id: 'nope' }).success).toBe(false);
  });
});
