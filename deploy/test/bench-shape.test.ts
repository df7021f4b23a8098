import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchShape } from '../src/bench/bench-shape.js';

/** Stands in for a broker: the bench only asks whether something listens on its port. */
let listener: net.Server;
let listeningUrl = '';
const nobodyUrl = 'amqp://guest:guest@127.0.0.1:1';

beforeAll(async () => {
  listener = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  listeningUrl = `amqp://guest:guest@127.0.0.1:${(listener.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describe('the bench shape', () => {
  it('is one process per service when the broker answers, AMQP_URL filled in', async () => {
    const chosen = await benchShape({}, listeningUrl);
    expect(chosen.shape).toBe('processes');
    expect(chosen.env.AMQP_URL).toBe(listeningUrl);
  });

  it('keeps the AMQP_URL given without probing the local broker', async () => {
    const chosen = await benchShape({ AMQP_URL: 'amqp://rabbit.example:5672' }, nobodyUrl);
    expect(chosen).toMatchObject({
      shape: 'processes',
      env: { AMQP_URL: 'amqp://rabbit.example:5672' },
    });
  });

  it('falls back to one process and says it is not the deployed shape without a broker', async () => {
    const chosen = await benchShape({}, nobodyUrl);
    expect(chosen.shape).toBe('single');
    expect(chosen.env.AMQP_URL).toBeUndefined();
    expect(chosen.reason).toMatch(/NOT the deployed shape/);
  });

  it('obeys BENCH_SHAPE, refusing processes without a broker and unknown shapes', async () => {
    expect((await benchShape({ BENCH_SHAPE: 'single' }, listeningUrl)).shape).toBe('single');
    await expect(benchShape({ BENCH_SHAPE: 'processes' }, nobodyUrl)).rejects.toThrow(/RabbitMQ/);
    await expect(benchShape({ BENCH_SHAPE: 'threads' }, listeningUrl)).rejects.toThrow(
      /BENCH_SHAPE/,
    );
  });
});
