import amqp from 'amqplib';

const defaultUrl = 'amqp://guest:guest@127.0.0.1:5672';

let resolved: Promise<string | undefined> | undefined;

/**
 * AMQP_URL, else the local RabbitMQ when it answers. Without a broker, CI fails loudly while a
 * developer's machine skips broker tests after one warning line.
 */
export function testBrokerUrl(): Promise<string | undefined> {
  resolved ??= resolveBrokerUrl();
  return resolved;
}

async function resolveBrokerUrl(): Promise<string | undefined> {
  const url = process.env.AMQP_URL || defaultUrl;
  if (await answers(url)) return url;
  if (process.env.CI === 'true') {
    throw new Error(`RabbitMQ is required under CI: not reachable at ${redact(url)}`);
  }
  console.warn(`RabbitMQ not reachable at ${redact(url)}: broker tests skipped`);
  return undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    const connection = await amqp.connect(url, { timeout: 3_000 });
    await connection.close();
    return true;
  } catch {
    return false;
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
