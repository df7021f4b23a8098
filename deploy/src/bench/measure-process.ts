import autocannon from 'autocannon';
import type { MeasureOptions, Measurement } from './measure.js';

/** A run with any failed response is reported, not silently averaged in. */
async function run(options: MeasureOptions): Promise<Measurement> {
  let nextConnection = 0;
  const { perConnection } = options;
  const responseTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
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
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      responseTimes.push(responseTime),
    );
  });
  return {
    url: options.url,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: round(result.latency.p50),
      p95: round(percentile(responseTimes, 0.95)),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The nearest-rank percentile: the smallest time at least `share` of the responses took. */
function percentile(times: number[], share: number): number {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

process.once('message', (options: MeasureOptions) => {
  void run(options).then(
    (measurement) => process.send?.(measurement, () => process.disconnect()),
    (error: unknown) => {
      console.error('load generator failed:', error);
      process.exit(1);
    },
  );
});
