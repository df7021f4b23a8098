import {
  startRelayWithTicker,
  type Knex,
  type Logger,
  type OutboxRelay,
  type Transport,
} from '@rha/kit';
import { sendDueTransfers } from './domain/pay-transfers.js';
import type { PaymentProvider } from './providers/index.js';

export interface PayTransferWorkOptions {
  db: Knex;
  transport: Transport;
  logger: Logger;
  provider: PaymentProvider;
  /** Seconds between rounds; 0 (or a provider that does not pay technicians) runs none. */
  intervalSeconds: number;
}

/**
 * The outbox relay and, where the provider pays technicians, the rounds that send their approved
 * pay to their accounts.
 */
export function startPayTransferWork(options: PayTransferWorkOptions): OutboxRelay {
  const { db, transport, logger, provider } = options;
  const log = logger.child({ component: 'pay-transfers' });
  const runs = provider.paysTechnicians && options.intervalSeconds > 0;
  return startRelayWithTicker({
    db,
    transport,
    logger,
    ticks: runs && {
      intervalMs: options.intervalSeconds * 1_000,
      component: 'pay-transfers',
      tick: async (now) => {
        const { failure, ...round } = await sendDueTransfers(db, provider, now);
        if (round.owed + round.sent > 0) log.info(round, 'pay transferred');
        if (failure !== undefined) {
          log.warn({ err: failure, failed: round.failed }, 'pay transfer failed; retrying');
        }
      },
    },
  });
}
