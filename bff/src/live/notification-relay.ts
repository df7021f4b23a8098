import { eventCatalogue } from '@rha/contracts';
import type { Consumption, Logger, Transport } from '@rha/kit';
import type { LiveHub } from './hub.js';

const NOTIFICATION_CREATED = 'notification.created.v1';

/**
 * Puts each new notice on its person's live stream. One replica takes each event from the
 * shared queue (`bff.events`) and stores it; the broadcast then reaches the replica that holds
 * the person's stream. A redelivered event is stored once, by its id.
 */
export function relayNotifications(options: {
  hub: LiveHub;
  transport: Transport;
  logger: Logger;
}): Promise<Consumption> {
  const { hub, transport } = options;
  const log = options.logger.child({ consumer: 'bff' });
  return transport.consume({
    service: 'bff',
    bindings: [NOTIFICATION_CREATED],
    async handle(event) {
      if (event.type !== NOTIFICATION_CREATED) {
        log.warn({ eventType: event.type }, 'no handler for this event type');
        return;
      }
      const { recipientId, notification } = eventCatalogue[NOTIFICATION_CREATED].parse(event.data);
      await hub.publish({
        userId: recipientId,
        type: 'notification',
        data: notification,
        sourceId: event.id,
      });
    },
  });
}
