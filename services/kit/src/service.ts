import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Consumption, Transport } from './bus/types.js';
import type { Logger } from './logger.js';
import { metricsListener } from './metrics.js';

export interface RunServiceOptions {
  name: string;
  /** 0 picks a free port; the real one is in the result. */
  port: number;
  /** Port of the /metrics listener (0: a free one); none when undefined. Bound on the same interface. */
  metricsPort?: number | undefined;
  /** Interface to bind; default all interfaces. */
  host?: string;
  app: Koa;
  logger: Logger;
  db?: Knex;
  transport?: Transport;
  /** True when this service created the transport; a shared one (the launcher's) stays open. */
  ownsTransport?: boolean;
  consumers?: Consumption[];
  relay?: { stop(): Promise<void> };
  /** How long in-flight requests may take to finish before their connections are cut. Default 10 s. */
  drainTimeoutMs?: number;
}

export interface RunningService {
  port: number;
  url: string;
  /** The metrics listener's port, when there is one. */
  metricsPort?: number;
  /** Stops in order: HTTP, consumers, relay, owned transport, db pool. Safe to call twice. */
  stop(): Promise<void>;
}

export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { logger } = options;
  const server = createServer(options.app.callback());
  await listen(server, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  const url = `http://${urlHost(options.host)}:${port}`;
  logger.info({ port, url }, 'listening');

  let metricsServer: Server | undefined;
  if (options.metricsPort !== undefined) {
    metricsServer = createServer(metricsListener(options.app, logger));
    try {
      await listen(metricsServer, options.metricsPort, options.host);
    } catch (error) {
      await closeServer(server, 0);
      throw error;
    }
    logger.info({ port: (metricsServer.address() as AddressInfo).port }, 'metrics listening');
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= shutDown(server, metricsServer, options);
    return stopping;
  };
  return {
    port,
    url,
    ...(metricsServer && { metricsPort: (metricsServer.address() as AddressInfo).port }),
    stop,
  };
}

async function shutDown(
  server: Server,
  metricsServer: Server | undefined,
  options: RunServiceOptions,
): Promise<void> {
  const { logger } = options;
  const failures: unknown[] = [];
  const step = async (name: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      failures.push(error);
      logger.error({ err: error, step: name }, 'shutdown step failed');
    }
  };

  // New work stops first; what is already accepted (requests, messages) is let finish before
  // the things it needs (transport, pool) go away.
  await step('http', () => closeServer(server, options.drainTimeoutMs ?? 10_000));
  // Scrapes may go on while requests drain; they end with them.
  if (metricsServer) await step('metrics', () => closeServer(metricsServer, 1_000));
  await step('consumers', () => Promise.all((options.consumers ?? []).map((c) => c.stop())));
  const { relay, transport, db } = options;
  if (relay) await step('relay', () => relay.stop());
  if (transport && options.ownsTransport) await step('transport', () => transport.close());
  if (db) await step('database', () => db.destroy());
  logger.info('stopped');
  if (failures.length > 0)
    throw new AggregateError(failures, `${options.name} did not stop cleanly`);
}

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server, drainTimeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // A keep-alive socket turns idle once its in-flight response is sent; closing idle sockets
    // as they appear lets close() finish without waiting for the keep-alive timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), drainTimeoutMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(cut);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** On the first SIGTERM or SIGINT, stops the service and exits 0 (1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) return;
    received = true;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
