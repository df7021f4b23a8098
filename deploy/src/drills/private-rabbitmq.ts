import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../throwaway.js';

const run = promisify(execFile);
const startTimeoutMs = 60_000;

/**
 * A RabbitMQ node of the drill's own, in a temporary folder on free ports: a drill stops and starts it
 * while other test suites keep using the machine's broker.
 */
export interface PrivateRabbitMq {
  url: string;
  /** Stops the node (the broker is gone: connections drop, the port refuses). */
  stop(): Promise<void>;
  /** Starts the node again on the same data, so durable queues and their messages come back. */
  start(): Promise<void>;
  /** Stops the node and removes its folder. */
  remove(): Promise<void>;
}

export async function startPrivateRabbitMq(name: string): Promise<PrivateRabbitMq> {
  const base = await mkdtemp(path.join(tmpdir(), `${name}-`));
  // Debian's wrapper runs the node as the `rabbitmq` user when started by root.
  if (userInfo().uid === 0) await chown(base, ...(await rabbitmqIds()));
  const [port, distPort] = [await freePort(), await freePort()];
  const node = `${name}-${port}@localhost`;
  const env = {
    ...process.env,
    RABBITMQ_NODENAME: node,
    RABBITMQ_NODE_PORT: String(port),
    RABBITMQ_DIST_PORT: String(distPort),
    RABBITMQ_MNESIA_BASE: path.join(base, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(base, 'log'),
    RABBITMQ_PID_FILE: path.join(base, 'node.pid'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(base, 'enabled_plugins'),
    RABBITMQ_ENABLED_PLUGINS: '',
  };
  let running = false;
  const start = async () => {
    await run('rabbitmq-server', ['-detached'], { env });
    await untilListening(port, node);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    await run('rabbitmqctl', ['-n', node, 'stop', env.RABBITMQ_PID_FILE], { env });
  };
  await start();
  return {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    start,
    stop,
    async remove() {
      await stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}

async function rabbitmqIds(): Promise<[number, number]> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'rabbitmq']),
    run('id', ['-g', 'rabbitmq']),
  ]);
  return [Number(uid.trim()), Number(gid.trim())];
}

async function untilListening(port: number, node: string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `RabbitMQ node ${node} did not listen on ${port} within ${startTimeoutMs / 1000} s`,
  );
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
