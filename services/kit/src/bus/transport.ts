import type { Logger } from 'pino';
import { createAmqpTransport } from './amqp-transport.js';
import { createInProcessTransport } from './in-process-transport.js';
import type { Transport } from './types.js';

/** RabbitMQ when `url` is set (AMQP_URL), otherwise a new in-process transport. */
export async function createTransport(options: {
  url?: string;
  logger: Logger;
}): Promise<Transport> {
  if (options.url) return createAmqpTransport({ url: options.url, logger: options.logger });
  return createInProcessTransport({ logger: options.logger });
}
