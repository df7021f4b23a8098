import type { z } from 'zod';
import {
  billingInvoiceIssuedV1,
  emailChangeRequestedV1,
  notificationCreatedV1,
  serviceRequestAcceptedV1,
  serviceRequestCallChangedV1,
  serviceRequestCallSignalV2,
  serviceRequestCancelledV1,
  serviceRequestCheckedInV1,
  serviceRequestCompletedV1,
  serviceRequestReopenedV1,
  serviceRequestMessagesUnreadV1,
  serviceRequestRatingsRevealedV1,
  serviceRequestSentBackV1,
  serviceRequestWorkDoneV1,
  serviceRequestDispatchedV1,
  serviceRequestFlaggedV1,
  serviceRequestOnHoldV1,
  serviceRequestResumedV1,
  serviceRequestSubmittedV1,
  serviceRequestQuotedV1,
  serviceRequestQuoteAcceptedV1,
  technicianOnboardingCompletedV1,
  technicianVettingChangedV1,
  userChangedV1,
  userRegisteredV1,
} from './payloads.js';

/** Event type (routing key, versioned) to the schema of its data. */
export const eventCatalogue = {
  'identity.user.registered.v1': userRegisteredV1,
  'identity.user.changed.v1': userChangedV1,
  'identity.email-change.requested.v1': emailChangeRequestedV1,
  'service-request.submitted.v1': serviceRequestSubmittedV1,
  'service-request.cancelled.v1': serviceRequestCancelledV1,
  'service-request.quoted.v1': serviceRequestQuotedV1,
  'service-request.quote-accepted.v1': serviceRequestQuoteAcceptedV1,
  'service-request.dispatched.v1': serviceRequestDispatchedV1,
  'service-request.accepted.v1': serviceRequestAcceptedV1,
  'service-request.on-hold.v1': serviceRequestOnHoldV1,
  'service-request.resumed.v1': serviceRequestResumedV1,
  'service-request.flagged.v1': serviceRequestFlaggedV1,
  'service-request.checked-in.v1': serviceRequestCheckedInV1,
  'service-request.work-done.v1': serviceRequestWorkDoneV1,
  'service-request.completed.v1': serviceRequestCompletedV1,
  'service-request.sent-back.v1': serviceRequestSentBackV1,
  'service-request.reopened.v1': serviceRequestReopenedV1,
  'service-request.messages-unread.v1': serviceRequestMessagesUnreadV1,
  'service-request.ratings-revealed.v1': serviceRequestRatingsRevealedV1,
  'service-request.call-changed.v1': serviceRequestCallChangedV1,
  'service-request.call-signal.v2': serviceRequestCallSignalV2,
  'technician.onboarding.completed.v1': technicianOnboardingCompletedV1,
  'technician.vetting.changed.v1': technicianVettingChangedV1,
  'notification.created.v1': notificationCreatedV1,
  'billing.invoice-issued.v1': billingInvoiceIssuedV1,
} as const;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.output<(typeof eventCatalogue)[T]>;

export const EVENT_TYPES = Object.keys(eventCatalogue) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** The event's data checked against its schema; throws a ZodError when it does not match. */
export function parseEvent<T extends EventType>(type: T, data: unknown): EventData<T> {
  if (!isEventType(type)) throw new Error(`Unknown event type: ${String(type)}`);
  return eventCatalogue[type].parse(data) as EventData<T>;
}

export type SafeParseEventResult<T extends EventType> =
  { success: true; data: EventData<T> } | { success: false; error: z.ZodError };

/** Like parseEvent, but reports a mismatch instead of throwing. */
export function safeParseEvent<T extends EventType>(
  type: T,
  data: unknown,
): SafeParseEventResult<T> {
  if (!isEventType(type)) throw new Error(`Unknown event type: ${String(type)}`);
  return eventCatalogue[type].safeParse(data) as SafeParseEventResult<T>;
}
