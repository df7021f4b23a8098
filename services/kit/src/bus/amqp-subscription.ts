import type { Channel, ChannelModel } from 'amqplib';
import type { Logger } from 'pino';
import type { AmqpConsumer } from './amqp-consumer.js';
import { BROADCAST_EXCHANGE, declareBroadcastExchange } from './amqp-topology.js';
import type { Subscriber } from './types.js';

/**
 * One subscriber of a broadcast channel: an exclusive, auto-deleted queue of its own bound to the
 * channel, so each subscriber gets every message and the broker drops the queue when the link or
 * the subscriber goes. Messages are not acknowledged one by one: a broadcast missed is caught up
 * by the subscriber itself (onReconnect), not redelivered.
 */
export function createAmqpSubscription(
  channelName: string,
  subscriber: Subscriber,
  host: { log: Logger; channelLost(model: ChannelModel): void },
): AmqpConsumer {
  const { log } = host;
  let channel: Channel | undefined;
  let attachments = 0;
  let stopped = false;

  return {
    async attach(model: ChannelModel) {
      const opened = await model.createChannel();
      opened.on('error', (error: Error) =>
        log.warn({ err: error, channel: channelName }, 'broadcast channel error'),
      );
      try {
        await declareBroadcastExchange(opened);
        const { queue } = await opened.assertQueue('', { exclusive: true, autoDelete: true });
        await opened.bindQueue(queue, BROADCAST_EXCHANGE, channelName);
        await opened.consume(
          queue,
          (message) => {
            if (message === null) return;
            try {
              subscriber.onMessage(JSON.parse(message.content.toString('utf8')) as unknown);
            } catch (error) {
              log.warn({ err: error, channel: channelName }, 'broadcast not handled');
            }
          },
          { noAck: true },
        );
      } catch (error) {
        await opened.close().catch(() => undefined);
        throw error;
      }
      channel = opened;
      // A channel that dies on its own leaves the connection up: start over, as consumers do.
      opened.on('close', () => {
        if (channel !== opened) return;
        channel = undefined;
        if (!stopped) host.channelLost(model);
      });
      attachments += 1;
      if (attachments > 1) subscriber.onReconnect?.();
    },
    detach() {
      channel = undefined;
    },
    async stop() {
      stopped = true;
      const current = channel;
      channel = undefined;
      await current?.close().catch(() => undefined);
    },
  };
}
