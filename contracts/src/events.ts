export {
  eventCatalogue,
  EVENT_TYPES,
  isEventType,
  parseEvent,
  safeParseEvent,
  type EventType,
  type EventData,
  type SafeParseEventResult,
} from './events/catalogue.js';
export { eventEnvelopeSchema, type EventEnvelopeInput } from './events/envelope.js';
export {
  userRegisteredV1,
  serviceRequestSubmittedV1,
  serviceRequestCancelledV1,
  technicianOnboardingCompletedV1,
  userChangedV1,
  emailChangeRequestedV1,
  technicianVettingChangedV1,
  locationSummary,
} from './events/payloads.js';
