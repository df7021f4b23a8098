import {
  startConsumer,
  type Consumption,
  type EventHandlers,
  type ServiceConsumerOptions,
} from '@rha/kit';
import { onUserChanged, USER_CHANGED } from './identity-user-changed.js';

/** Names the queues `company.events`, `.retry` and `.dlq`. */
export const CONSUMER_NAME = 'company';

/** Every event this service consumes, with its handler. The keys are the queue's bindings. */
export function eventHandlers(): EventHandlers {
  return {
    [USER_CHANGED]: onUserChanged(),
  };
}

/** Consumes `company.events`; each handler's writes commit with the event's inbox row. */
export function startEventConsumer(options: ServiceConsumerOptions): Promise<Consumption> {
  return startConsumer({ ...options, service: CONSUMER_NAME, handlers: eventHandlers() });
}
