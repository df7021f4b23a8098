/**
 * A TCP relay that behaves like a congested satellite link in front of a server: each direction is
 * held to a bandwidth and delayed by half the round trip, and the link can be cut once after a set
 * number of uploaded bytes, the way a village link drops mid-upload.
 *
 * The relay keeps a bounded queue per direction, as a real bottleneck does: when the queue is full
 * it stops reading, so the sender's TCP backs off instead of handing the relay the whole file. What
 * sits in the queue when the link drops is lost, which is what the uploader must send again.
 */
import net from 'node:net';

export interface SlowLinkOptions {
  /** Where the relay forwards to. */
  target: { host: string; port: number };
  /** The pace toward the server, and toward the client unless downBitsPerSecond is given. */
  bitsPerSecond: number;
  /** The pace toward the client, where it differs: a satellite terminal's down link is wider than its up link. */
  downBitsPerSecond?: number;
  roundTripMs: number;
  /** Cut every open connection once this many bytes have gone up in all; never when undefined. */
  dropAfterUploadedBytes?: number;
  /** The most bytes waiting at the bottleneck per direction (a router's buffer). */
  queueBytes?: number;
}

export interface SlowLink {
  port: number;
  /** Bytes the client handed the link, resent ones included. */
  uploadedBytes(): number;
  /** Bytes that reached the server. */
  deliveredBytes(): number;
  drops(): number;
  close(): Promise<void>;
}

/** How often the link lets a slice of bytes through; small enough to keep the pace smooth. */
const TICK_MS = 20;

interface Direction {
  queue: Buffer[];
  queued: number;
}

export async function startSlowLink(options: SlowLinkOptions): Promise<SlowLink> {
  const perTick = (bitsPerSecond: number) =>
    Math.max(1, Math.round((bitsPerSecond / 8) * (TICK_MS / 1000)));
  const upBytesPerTick = perTick(options.bitsPerSecond);
  const downBytesPerTick = perTick(options.downBitsPerSecond ?? options.bitsPerSecond);
  const oneWayMs = options.roundTripMs / 2;
  const queueLimit = options.queueBytes ?? 64 * 1024;
  const sockets = new Set<net.Socket>();
  let uploaded = 0;
  let delivered = 0;
  let dropped = 0;
  let dropDone = options.dropAfterUploadedBytes === undefined;

  function dropEverything(): void {
    dropDone = true;
    dropped += 1;
    for (const socket of sockets) socket.destroy();
  }

  /**
   * Moves bytes from `from` to `to` at the link's pace, each slice arriving one way's delay later.
   * `onRead` sees each chunk as the relay takes it from the sender.
   */
  function pipeSlowly(
    from: net.Socket,
    to: net.Socket,
    bytesPerTick: number,
    onRead: (bytes: number) => void,
    onDelivered: (bytes: number) => void,
  ): void {
    const direction: Direction = { queue: [], queued: 0 };
    let inFlight = 0;
    let ended = false;
    // A sender that has finished is finished on the other side only once its last byte arrived.
    const finishWhenDrained = () => {
      if (ended && direction.queued === 0 && inFlight === 0 && !to.destroyed) to.end();
    };
    from.on('data', (chunk: Buffer) => {
      onRead(chunk.length);
      direction.queue.push(chunk);
      direction.queued += chunk.length;
      if (direction.queued >= queueLimit) from.pause();
    });
    from.on('end', () => {
      ended = true;
      finishWhenDrained();
    });
    const timer = setInterval(() => {
      let budget = bytesPerTick;
      const slices: Buffer[] = [];
      while (budget > 0 && direction.queue.length > 0) {
        const head = direction.queue[0] as Buffer;
        const slice = head.subarray(0, budget);
        slices.push(slice);
        budget -= slice.length;
        if (slice.length === head.length) direction.queue.shift();
        else direction.queue[0] = head.subarray(slice.length);
        direction.queued -= slice.length;
      }
      if (direction.queued < queueLimit && from.isPaused()) from.resume();
      if (slices.length === 0) return;
      const bytes = Buffer.concat(slices);
      inFlight += 1;
      setTimeout(() => {
        inFlight -= 1;
        if (to.destroyed) return;
        onDelivered(bytes.length);
        to.write(bytes);
        finishWhenDrained();
      }, oneWayMs);
    }, TICK_MS);
    const stop = () => clearInterval(timer);
    from.on('close', stop);
    to.on('close', stop);
  }

  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({
      port: options.target.port,
      host: options.target.host,
      allowHalfOpen: true,
    });
    sockets.add(client);
    sockets.add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    client.on('close', closeBoth);
    upstream.on('close', closeBoth);
    pipeSlowly(
      client,
      upstream,
      upBytesPerTick,
      (bytes) => {
        uploaded += bytes;
        if (!dropDone && uploaded >= (options.dropAfterUploadedBytes ?? Infinity)) {
          dropEverything();
        }
      },
      (bytes) => {
        delivered += bytes;
      },
    );
    pipeSlowly(
      upstream,
      client,
      downBytesPerTick,
      () => undefined,
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the slow link has no port');
  return {
    port: address.port,
    uploadedBytes: () => uploaded,
    deliveredBytes: () => delivered,
    drops: () => dropped,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
