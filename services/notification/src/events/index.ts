import type { EventType } from '@rha/contracts';
import {
  startConsumer,
  type Consumption,
  type EventHandler,
  type EventHandlers,
  type Knex,
  type Logger,
  type Transport,
} from '@rha/kit';
import type { EmailDispatcher } from '../domain/email-dispatcher.js';
import type { EventHandlerDeps } from './deps.js';
import {
  onServiceRequestSubmitted,
  SERVICE_REQUEST_SUBMITTED,
} from './service-request-submitted.js';
import { onUserRegistered, USER_REGISTERED } from './identity-user-registered.js';
import {
  onTechnicianOnboardingCompleted,
  TECHNICIAN_ONBOARDING_COMPLETED,
} from './technician-onboarding-completed.js';

export type { EventHandlerDeps } from './deps.js';

/** Names the queues `notification.events`, `.retry` and `.dlq`. */
export const CONSUMER_NAME = 'notification';

/** Every event this service consumes, with its handler. The keys are the queue's bindings. */
export function eventHandlers(
  deps: EventHandlerDeps,
  dispatcher: Pick<EmailDispatcher, 'wake'>,
): EventHandlers {
  return {
    [USER_REGISTERED]: wakingAfterCommit(onUserRegistered(deps), dispatcher),
    [SERVICE_REQUEST_SUBMITTED]: wakingAfterCommit(onServiceRequestSubmitted(deps), dispatcher),
    [TECHNICIAN_ONBOARDING_COMPLETED]: wakingAfterCommit(
      onTechnicianOnboardingCompleted(deps),
      dispatcher,
    ),
  };
}

export interface EventConsumerOptions {
  db: Knex;
  transport: Transport;
  logger: Logger;
  handlers: EventHandlerDeps;
  dispatcher: Pick<EmailDispatcher, 'wake'>;
  /** Deliveries before an event goes to `notification.events.dlq`; kit's default otherwise. */
  maxAttempts?: number | undefined;
  retryDelayMs?: number | undefined;
}

/**
 * Consumes `notification.events`. Each event's e-mails are queued in the transaction that records
 * the event in the inbox, so a redelivered event finds it there and queues nothing a second time.
 */
export function startEventConsumer(options: EventConsumerOptions): Promise<Consumption> {
  return startConsumer({
    db: options.db,
    transport: options.transport,
    service: CONSUMER_NAME,
    logger: options.logger,
    handlers: eventHandlers(options.handlers, options.dispatcher),
    ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
    ...(options.retryDelayMs !== undefined && { retryDelayMs: options.retryDelayMs }),
  });
}

/**
 * The dispatcher sees queued e-mails only once the inbox transaction commits; waking it then sends
 * them at once instead of at its next poll. A rollback wakes nobody.
 */
function wakingAfterCommit<T extends EventType>(
  handler: EventHandler<T>,
  dispatcher: Pick<EmailDispatcher, 'wake'>,
): EventHandler<T> {
  return async (data, context) => {
    await handler(data, context);
    context.trx.executionPromise.then(
      () => dispatcher.wake(),
      () => undefined,
    );
  };
}
