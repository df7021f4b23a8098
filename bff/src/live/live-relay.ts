import {
  eventCatalogue,
  type EventData,
  type LiveEventData,
  type LiveEventType,
} from '@rha/contracts';
import type { Consumption, Logger, Transport } from '@rha/kit';
import type { LiveHub } from './hub.js';

/** One event for one person's stream. */
interface LiveDelivery<T extends LiveEventType = LiveEventType> {
  userId: string;
  type: T;
  data: LiveEventData<T>;
}

type Relayed =
  'notification.created.v1' | 'service-request.call-changed.v1' | 'service-request.call-signal.v2';

/**
 * Which events reach people's live streams, and as what: the one place that maps the services'
 * events onto the stream's typed events.
 */
const LIVE_DELIVERIES: { [E in Relayed]: (data: EventData<E>) => LiveDelivery[] } = {
  'notification.created.v1': ({ recipientId, notification }) => [
    { userId: recipientId, type: 'notification', data: notification },
  ],
  'service-request.call-changed.v1': ({ recipientIds, call }) =>
    recipientIds.map((userId) => ({ userId, type: 'call', data: call })),
  'service-request.call-signal.v2': ({ recipientId, ...event }) => [
    { userId: recipientId, type: 'callSignal', data: event },
  ],
};

const RELAYED = Object.keys(LIVE_DELIVERIES) as Relayed[];

function isRelayed(type: string): type is Relayed {
  return Object.hasOwn(LIVE_DELIVERIES, type);
}

/**
 * Puts each relayed event on its people's live streams. One replica takes each event from the
 * shared queue (`bff.events`) and stores it; the broadcast then reaches the replicas that hold
 * the people's streams. A redelivered event is stored once per person, by its id. A call's
 * signals are kept only while it lasts: its end forgets them, as a reconnect after that has no
 * negotiation to resume.
 */
export function relayLiveEvents(options: {
  hub: LiveHub;
  transport: Transport;
  logger: Logger;
}): Promise<Consumption> {
  const { hub, transport } = options;
  const log = options.logger.child({ consumer: 'bff' });
  return transport.consume({
    service: 'bff',
    bindings: RELAYED,
    async handle(event) {
      if (!isRelayed(event.type)) {
        log.warn({ eventType: event.type }, 'no handler for this event type');
        return;
      }
      const type = event.type;
      const data = eventCatalogue[type].parse(event.data) as EventData<typeof type>;
      const deliveries = (
        LIVE_DELIVERIES[type] as (data: EventData<typeof type>) => LiveDelivery[]
      )(data);
      for (const delivery of deliveries) {
        await hub.publish({
          ...delivery,
          // One stored event per person: an event for several people is several.
          sourceId: deliveries.length === 1 ? event.id : `${event.id}:${delivery.userId}`,
        });
      }
      if (type === 'service-request.call-changed.v1') {
        const { call } = data as EventData<'service-request.call-changed.v1'>;
        if (call.status === 'ended') {
          const people = call.participants.map((person) => person.userId);
          await hub.forgetCallSignals(call.id, people);
        }
      }
    },
  });
}
