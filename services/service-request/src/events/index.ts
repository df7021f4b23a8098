import {
  startConsumer,
  type Consumption,
  type EventHandler,
  type EventHandlers,
  type ServiceConsumerOptions,
} from '@rha/kit';
import { applyVettingChange, TECHNICIAN_VETTING_CHANGED } from '../held-jobs/technician-vetting.js';

/** Names the queues `service-request.events`, `.retry` and `.dlq`. */
export const CONSUMER_NAME = 'service-request';

const onVettingChanged: EventHandler<typeof TECHNICIAN_VETTING_CHANGED> = async (
  change,
  { trx, log },
) => {
  const outcome = await applyVettingChange(trx, change, new Date());
  log.info({ technicianId: change.technicianId, to: change.to, ...outcome }, 'vetting applied');
};

/** Every event this service consumes, with its handler. The keys are the queue's bindings. */
export const eventHandlers: EventHandlers = {
  [TECHNICIAN_VETTING_CHANGED]: onVettingChanged,
};

/** Consumes `service-request.events`; each handler's writes commit with the event's inbox row. */
export function startEventConsumer(options: ServiceConsumerOptions): Promise<Consumption> {
  return startConsumer({ ...options, service: CONSUMER_NAME, handlers: eventHandlers });
}
