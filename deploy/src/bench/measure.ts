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

/** One autocannon run; a run with any failed response is reported, not silently averaged in. */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  let nextConnection = 0;
  const { perConnection } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    ...(options.body !== undefined && { body: options.body }),
    headers: options.headers,
    ...(perConnection?.length && {
      setupClient: (client: autocannon.Client) => {
        const own = perConnection[nextConnection++ % perConnection.length];
        if (own) client.setHeadersAndBody(own.headers, own.body);
      },
    }),
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
