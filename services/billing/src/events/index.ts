import {
  startConsumer,
  type Consumption,
  type EventHandlers,
  type ServiceConsumerOptions,
} from '@rha/kit';
import {
  ACCEPTED,
  CANCELLED,
  CHECKED_IN,
  COMPLETED,
  onAccepted,
  onCancelled,
  onCheckedIn,
  onCompleted,
  onReopened,
  onSubmitted,
  onWorkDone,
  onQuoteAccepted,
  QUOTE_ACCEPTED,
  REOPENED,
  SUBMITTED,
  WORK_DONE,
} from './request-events.js';

/** Names the queues `billing.events`, `.retry` and `.dlq`. */
export const CONSUMER_NAME = 'billing';

/** Every event this service consumes, with its handler. The keys are the queue's bindings. */
export function eventHandlers(): EventHandlers {
  return {
    [SUBMITTED]: onSubmitted,
    [ACCEPTED]: onAccepted,
    [CHECKED_IN]: onCheckedIn,
    [WORK_DONE]: onWorkDone,
    [COMPLETED]: onCompleted,
    [REOPENED]: onReopened,
    [CANCELLED]: onCancelled,
    [QUOTE_ACCEPTED]: onQuoteAccepted,
  };
}

/**
 * Consumes `billing.events`; each handler's writes commit with the event's inbox row. A job's
 * events build on each other (completion reads the submission and the time on site), so they are
 * handled in the order they were published, one at a time, even when a backlog arrives at once.
 */
export function startEventConsumer(options: ServiceConsumerOptions): Promise<Consumption> {
  return startConsumer({
    ...options,
    service: CONSUMER_NAME,
    handlers: eventHandlers(),
    inOrder: true,
  });
}
