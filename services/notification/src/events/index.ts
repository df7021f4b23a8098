import type { EventType } from '@rha/contracts';
import {
  startConsumer,
  type Consumption,
  type EventHandler,
  type EventHandlers,
  type ServiceConsumerOptions,
} from '@rha/kit';
import type { EmailDispatcher } from '../domain/email-dispatcher.js';
import type { EventHandlerDeps } from './deps.js';
import { onServiceRequestAccepted, SERVICE_REQUEST_ACCEPTED } from './service-request-accepted.js';
import {
  onServiceRequestCancelled,
  SERVICE_REQUEST_CANCELLED,
} from './service-request-cancelled.js';
import {
  onServiceRequestCheckedIn,
  SERVICE_REQUEST_CHECKED_IN,
} from './service-request-checked-in.js';
import {
  onServiceRequestCompleted,
  SERVICE_REQUEST_COMPLETED,
} from './service-request-completed.js';
import {
  onServiceRequestDispatched,
  SERVICE_REQUEST_DISPATCHED,
} from './service-request-dispatched.js';
import {
  onServiceRequestMessagesUnread,
  SERVICE_REQUEST_MESSAGES_UNREAD,
} from './service-request-messages-unread.js';
import { onServiceRequestFlagged, SERVICE_REQUEST_FLAGGED } from './service-request-flagged.js';
import { onServiceRequestOnHold, SERVICE_REQUEST_ON_HOLD } from './service-request-on-hold.js';
import { onServiceRequestReopened, SERVICE_REQUEST_REOPENED } from './service-request-reopened.js';
import { onServiceRequestResumed, SERVICE_REQUEST_RESUMED } from './service-request-resumed.js';
import {
  onServiceRequestSentBack,
  SERVICE_REQUEST_SENT_BACK,
} from './service-request-sent-back.js';
import {
  onServiceRequestSubmitted,
  SERVICE_REQUEST_SUBMITTED,
} from './service-request-submitted.js';
import {
  onServiceRequestWorkDone,
  SERVICE_REQUEST_WORK_DONE,
} from './service-request-work-done.js';
import { onUserRegistered, USER_REGISTERED } from './identity-user-registered.js';
import { INVOICE_ISSUED, onInvoiceIssued } from './billing-invoice-issued.js';
import { onUserChanged, USER_CHANGED } from './identity-user-changed.js';
import {
  EMAIL_CHANGE_REQUESTED,
  onEmailChangeRequested,
} from './identity-email-change-requested.js';
import {
  onTechnicianOnboardingCompleted,
  TECHNICIAN_ONBOARDING_COMPLETED,
} from './technician-onboarding-completed.js';
import {
  onTechnicianVettingChanged,
  TECHNICIAN_VETTING_CHANGED,
} from './technician-vetting-changed.js';

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
    [USER_CHANGED]: wakingAfterCommit(onUserChanged(), dispatcher),
    [EMAIL_CHANGE_REQUESTED]: wakingAfterCommit(onEmailChangeRequested(deps), dispatcher),
    [SERVICE_REQUEST_SUBMITTED]: wakingAfterCommit(onServiceRequestSubmitted(deps), dispatcher),
    [SERVICE_REQUEST_CANCELLED]: wakingAfterCommit(onServiceRequestCancelled(deps), dispatcher),
    [SERVICE_REQUEST_DISPATCHED]: wakingAfterCommit(onServiceRequestDispatched(deps), dispatcher),
    [SERVICE_REQUEST_ACCEPTED]: wakingAfterCommit(onServiceRequestAccepted(deps), dispatcher),
    [SERVICE_REQUEST_ON_HOLD]: wakingAfterCommit(onServiceRequestOnHold(deps), dispatcher),
    [SERVICE_REQUEST_RESUMED]: wakingAfterCommit(onServiceRequestResumed(deps), dispatcher),
    [SERVICE_REQUEST_FLAGGED]: wakingAfterCommit(onServiceRequestFlagged(deps), dispatcher),
    [SERVICE_REQUEST_CHECKED_IN]: wakingAfterCommit(onServiceRequestCheckedIn(deps), dispatcher),
    [SERVICE_REQUEST_WORK_DONE]: wakingAfterCommit(onServiceRequestWorkDone(deps), dispatcher),
    [SERVICE_REQUEST_COMPLETED]: wakingAfterCommit(onServiceRequestCompleted(deps), dispatcher),
    [SERVICE_REQUEST_SENT_BACK]: wakingAfterCommit(onServiceRequestSentBack(deps), dispatcher),
    [SERVICE_REQUEST_REOPENED]: wakingAfterCommit(onServiceRequestReopened(deps), dispatcher),
    [SERVICE_REQUEST_MESSAGES_UNREAD]: wakingAfterCommit(
      onServiceRequestMessagesUnread(deps),
      dispatcher,
    ),
    [TECHNICIAN_ONBOARDING_COMPLETED]: wakingAfterCommit(
      onTechnicianOnboardingCompleted(deps),
      dispatcher,
    ),
    [TECHNICIAN_VETTING_CHANGED]: wakingAfterCommit(onTechnicianVettingChanged(deps), dispatcher),
    [INVOICE_ISSUED]: wakingAfterCommit(onInvoiceIssued(deps), dispatcher),
  };
}

export interface EventConsumerOptions extends ServiceConsumerOptions {
  handlers: EventHandlerDeps;
  dispatcher: Pick<EmailDispatcher, 'wake'>;
}

/**
 * Consumes `notification.events`. Each event's e-mails are queued in the transaction that records
 * the event in the inbox, so a redelivered event finds it there and queues nothing a second time.
 */
export function startEventConsumer(options: EventConsumerOptions): Promise<Consumption> {
  const { handlers, dispatcher, ...consumer } = options;
  return startConsumer({
    ...consumer,
    service: CONSUMER_NAME,
    handlers: eventHandlers(handlers, dispatcher),
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
