import type { DrillStack } from './drill-stack.js';
import { startK6Load, type K6LoadOptions } from './k6-load.js';
import { readLedger, untilSettled, type Ledger } from './ledger.js';
import type { Traffic } from './traffic.js';

/** How hard and how long a drill loads the stack around its fault. */
export interface LoadOptions extends K6LoadOptions {
  /** Load before the fault and again after it. */
  loadMs: number;
  /** How long events and e-mails get to catch up before the counts are final. */
  settleTimeoutMs: number;
}

/** A fault run under load, and what the stack held before and once it settled. */
export interface LoadedFault<T> {
  before: Ledger;
  after: Ledger;
  traffic: Traffic;
  /** What the fault reported. */
  fault: T;
  /** When the fault began and ended, epoch ms. */
  faultFrom: number;
  faultTo: number;
  settledInS: number;
}

/**
 * Every drill's shape: the load runs for a while, the fault is done, the load runs on, stops once its
 * writes are settled, and the stack gets time to deliver every event and e-mail before it is counted.
 */
export async function underLoad<T>(
  drill: DrillStack,
  options: LoadOptions,
  fault: () => Promise<T>,
): Promise<LoadedFault<T>> {
  const load = await startK6Load(drill, options);
  const before = await readLedger(drill).catch(async (error: unknown) => {
    await load.stop().catch(() => undefined);
    throw error;
  });
  load.go();
  let outcome: { fault: T; faultFrom: number; faultTo: number };
  try {
    await sleep(options.loadMs);
    const faultFrom = Date.now();
    outcome = { fault: await fault(), faultFrom, faultTo: Date.now() };
    await sleep(options.loadMs);
  } catch (error) {
    // k6 must not outlive a drill whose fault failed.
    await load.stop().catch(() => undefined);
    throw error;
  }
  const traffic = await load.stop();
  const settling = Date.now();
  const after = await untilSettled(drill, options.settleTimeoutMs);
  return {
    before,
    after,
    traffic,
    ...outcome,
    settledInS: Math.round((Date.now() - settling) / 1000),
  };
}

/** A submitted request e-mails support and confirms to the company user. */
export const emailsPerSubmit = 2;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
