import { fork } from 'node:child_process';

export interface Measurement {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** p95 is read from every response's own time: autocannon's summary has no 95th percentile. */
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Plain data only: it is handed to the process that generates the load. */
export interface MeasureOptions {
  url: string;
  /** GET unless given; every request of a run sends the same body. */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /**
   * Per connection, in turn: its own headers and body in place of the shared ones, e.g. a different
   * signed-in user on each. Fewer entries than connections are reused round robin.
   */
  perConnection?: readonly { headers: Record<string, string>; body?: string }[];
  connections: number;
  durationSeconds: number;
}

/**
 * One autocannon run, in a process of its own: a load generator sharing the event loop of the
 * services it measures would add its own work to every request's latency.
 */
export function measure(options: MeasureOptions): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const generator = fork(new URL('./measure-process.js', import.meta.url), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let measurement: Measurement | undefined;
    generator.once('message', (message) => {
      measurement = message as Measurement;
    });
    generator.once('error', reject);
    generator.once('exit', (code) => {
      if (measurement) resolve(measurement);
      else reject(new Error(`the load generator exited with code ${code} and no figures`));
    });
    generator.send(options);
  });
}

export function failures(measurement: Measurement): number {
  // autocannon counts timeouts among errors.
  return measurement.non2xx + measurement.errors;
}
