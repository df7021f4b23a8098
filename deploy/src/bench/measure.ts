import autocannon from 'autocannon';

export interface Measurement {
  url: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface MeasureOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

/** One autocannon run; a run with any failed response is reported, not silently averaged in. */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 5,
  });
  return {
    url: options.url,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: round(result.latency.p50),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function failures(measurement: Measurement): number {
  // autocannon counts timeouts among errors.
  return measurement.non2xx + measurement.errors;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
