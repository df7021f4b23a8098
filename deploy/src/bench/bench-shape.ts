import { connect } from 'node:net';
import type { StackShape } from '../stack/stack.js';

/** Where RabbitMQ listens on a developer's machine (and in CI) when AMQP_URL does not say. */
export const localBrokerUrl = 'amqp://guest:guest@127.0.0.1:5672';

export interface BenchShape {
  shape: StackShape;
  /** The environment the stack starts with: AMQP_URL filled in when the local broker was found. */
  env: NodeJS.ProcessEnv;
  /** Why this shape, for the output: a bench measured in one process must say so. */
  reason: string;
}

/**
 * BENCH_SHAPE when given; otherwise the deployed shape (one process per service) whenever RabbitMQ is
 * there to join the processes: AMQP_URL, else the local broker when its port answers.
 */
export async function benchShape(
  env: NodeJS.ProcessEnv,
  brokerUrl = localBrokerUrl,
): Promise<BenchShape> {
  const asked = env.BENCH_SHAPE || undefined;
  if (asked && asked !== 'single' && asked !== 'processes') {
    throw new Error(`BENCH_SHAPE must be 'single' or 'processes', not '${asked}'`);
  }
  if (asked === 'single') return { shape: 'single', env, reason: 'BENCH_SHAPE=single' };
  if (env.AMQP_URL) return { shape: 'processes', env, reason: 'AMQP_URL is set' };
  const broker = new URL(brokerUrl);
  if (await listening(broker)) {
    return {
      shape: 'processes',
      env: { ...env, AMQP_URL: brokerUrl },
      reason: `RabbitMQ answers at ${broker.host}`,
    };
  }
  if (asked === 'processes') {
    throw new Error(`BENCH_SHAPE=processes needs RabbitMQ: set AMQP_URL or start it locally`);
  }
  return {
    shape: 'single',
    env,
    reason: `RabbitMQ is not reachable at ${broker.host} and AMQP_URL is unset: NOT the deployed shape`,
  };
}

function listening(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.setTimeout(1_000);
    const answer = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}
