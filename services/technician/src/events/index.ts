import {
  startConsumer,
  type Consumption,
  type EventHandlers,
  type ServiceConsumerOptions,
} from '@rha/kit';
import { onUserChanged, USER_CHANGED } from './identity-user-changed.js';
import { onRatingsRevealed, RATINGS_REVEALED } from './ratings-revealed.js';

/** Names the queues `technician.events`, `.retry` and `.dlq`. */
export const CONSUMER_NAME = 'technician';

/** Every event this service consumes, with its handler. The keys are the queue's bindings. */
export const eventHandlers: EventHandlers = {
  [USER_CHANGED]: onUserChanged,
  [RATINGS_REVEALED]: onRatingsRevealed,
};

/** Consumes `technician.events`; each handler's writes commit with the event's inbox row. */
export function startEventConsumer(options: ServiceConsumerOptions): Promise<Consumption> {
  return startConsumer({ ...options, service: CONSUMER_NAME, handlers: eventHandlers });
}
