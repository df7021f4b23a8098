import { randomBytes } from 'node:crypto';
import net from 'node:net';
import amqp from 'amqplib';
import type { Channel, ChannelModel } from 'amqplib';
import { pino, type Logger } from 'pino';
import type { EventEnvelope } from '../src/bus/index.js';

/** Suffix for queue, service and routing-key names, so runs never see each other's messages. */
export function uniqueId(): string {
  return randomBytes(4).toString('hex');
}

export const silentLogger: Logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

/** A logger whose JSON lines are kept for assertions. */
export function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}

/** A plain connection for the test's own look at queues (get, delete, raw publish). */
export async function openInspector(url: string): Promise<{
  channel: Channel;
  deleteServiceQueues(...services: string[]): Promise<void>;
  close(): Promise<void>;
}> {
  const connection: ChannelModel = await amqp.connect(url);
  const channel = await connection.createChannel();
  return {
    channel,
    async deleteServiceQueues(...services) {
      for (const service of services) {
        for (const suffix of ['', '.retry', '.dlq']) {
          await channel.deleteQueue(`${service}.events${suffix}`);
        }
      }
    },
    async close() {
      await connection.close();
    },
  };
}

export interface TcpProxy {
  url: string;
  /** Drops every open connection and stops accepting new ones, like a broker going away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Stands between a transport and RabbitMQ so a test can take the broker away and back. */
export async function startTcpProxy(brokerUrl: string): Promise<TcpProxy> {
  const broker = new URL(brokerUrl);
  const target = { host: broker.hostname, port: Number(broker.port || 5672) };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen(0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const port = address.port;
  const proxied = new URL(brokerUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);
  return {
    url: proxied.toString(),
    async cut() {
      const closed = stopListening();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}

/**
 * A handler that takes a moment over each event and notes the order events arrived in and the
 * most it ever held at once.
 */
export function overlapProbe(): {
  handle: (event: EventEnvelope) => Promise<void>;
  seen: number[];
  mostAtOnce: () => number;
} {
  const seen: number[] = [];
  let running = 0;
  let most = 0;
  return {
    seen,
    mostAtOnce: () => most,
    async handle(event) {
      running += 1;
      most = Math.max(most, running);
      seen.push((event.data as { index: number }).index);
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
    },
  };
}
