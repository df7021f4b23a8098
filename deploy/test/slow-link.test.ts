import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSlowLink, type SlowLink } from '../src/bench/slow-link.js';

/** A server that keeps every byte each connection sent, and the connections it saw. */
async function startSink(): Promise<{ port: number; received: Buffer[]; close(): Promise<void> }> {
  const received: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    const chunks: Buffer[] = [];
    received.push(Buffer.alloc(0));
    const index = received.length - 1;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received[index] = Buffer.concat(chunks);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(port: number, bytes: Buffer): Promise<'closed'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve('closed'));
  });
}

const fast = { bitsPerSecond: 80_000_000, roundTripMs: 10 };

describe('the slow link', () => {
  let link: SlowLink | undefined;
  let sink: Awaited<ReturnType<typeof startSink>> | undefined;
  afterEach(async () => {
    await link?.close();
    await sink?.close();
  });

  it('delivers every byte in order and counts what went up', async () => {
    sink = await startSink();
    link = await startSlowLink({ target: { host: '127.0.0.1', port: sink.port }, ...fast });
    const payload = randomBytes(300_000);
    await send(link.port, payload);
    await expect.poll(() => sink?.received[0]?.length, { timeout: 10_000 }).toBe(payload.length);
    expect(sink.received[0]?.equals(payload)).toBe(true);
    expect(link.uploadedBytes()).toBe(payload.length);
    expect(link.deliveredBytes()).toBe(payload.length);
    expect(link.drops()).toBe(0);
  });

  it('holds the way down to its own, narrower pace', async () => {
    // A server that answers every connection with 50 KB, at once.
    const reply = randomBytes(50_000);
    const server = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end(reply);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      // Up as fast as the others, down 8 kbit/s: 1 KB a second.
      link = await startSlowLink({
        target: { host: '127.0.0.1', port },
        ...fast,
        downBitsPerSecond: 8_000,
      });
      let received = 0;
      const socket = net.connect(link.port, '127.0.0.1');
      socket.on('data', (chunk: Buffer) => (received += chunk.length));
      socket.on('error', () => undefined);
      await expect.poll(() => received, { timeout: 5_000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      socket.destroy();

      // However slow the machine, a second at 1 KB/s brings a few KB, never the 50 KB the server sent.
      expect(received).toBeLessThan(5_000);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('drops once after the set bytes, losing what was still in flight', async () => {
    sink = await startSink();
    link = await startSlowLink({
      target: { host: '127.0.0.1', port: sink.port },
      ...fast,
      dropAfterUploadedBytes: 100_000,
    });
    await send(link.port, randomBytes(1_000_000));
    expect(link.drops()).toBe(1);
    expect(sink.received[0]?.length ?? 0).toBeLessThan(1_000_000);

    const second = randomBytes(200_000);
    await send(link.port, second);
    await expect.poll(() => sink?.received[1]?.length, { timeout: 10_000 }).toBe(second.length);
    expect(link.drops()).toBe(1);
  });
});
