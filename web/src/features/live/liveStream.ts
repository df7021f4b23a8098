import { createSseParser } from './sseParser';

export interface LiveStreamOptions {
  url: string;
  /** A fresh bearer token for each connection; undefined (signed out) ends the stream. */
  getToken(): Promise<string | undefined>;
  onEvent(type: string, data: unknown): void;
  /** The stream is (re)connected: whatever it could not resume may be read afresh. */
  onConnected?(): void;
  /** Wait after a failed connection: doubles from `initialMs` up to `maxMs`. */
  retry?: { initialMs: number; maxMs: number };
}

/**
 * Keeps one live stream open. EventSource cannot send a bearer token, so the stream is read with
 * fetch, and each reconnection sends the last id as Last-Event-ID: the server replays what was
 * missed. It reconnects only when the stream ends or fails (at once when the browser comes back
 * online), never on a timer of its own.
 */
export function openLiveStream(options: LiveStreamOptions): { close(): void } {
  const initialMs = options.retry?.initialMs ?? 1_000;
  const maxMs = options.retry?.maxMs ?? 30_000;
  let lastEventId: string | undefined;
  let closed = false;
  let current: AbortController | undefined;
  let wakeUp: (() => void) | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const online = () => wakeUp?.();
  window.addEventListener('online', online);

  async function connectOnce(): Promise<'ended' | 'failed' | 'signed-out'> {
    const token = await options.getToken();
    if (!token) return 'signed-out';
    current = new AbortController();
    const response = await fetch(options.url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        ...(lastEventId !== undefined && { 'last-event-id': lastEventId }),
      },
      cache: 'no-store',
      signal: current.signal,
    });
    if (!response.ok || !response.body) return 'failed';
    const parse = createSseParser((message) => {
      if (message.id !== undefined) lastEventId = message.id;
      if (message.event === 'ready') {
        options.onConnected?.();
        return;
      }
      try {
        options.onEvent(message.event, JSON.parse(message.data) as unknown);
      } catch {
        // A message that is not JSON is not one of ours; the next ones still count.
      }
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      parse(value);
    }
  }

  void (async () => {
    let delay = initialMs;
    while (!closed) {
      const startedAt = Date.now();
      let outcome: Awaited<ReturnType<typeof connectOnce>>;
      try {
        outcome = await connectOnce();
      } catch {
        outcome = 'failed';
      }
      if (closed || outcome === 'signed-out') break;
      // A stream that ran a while ended normally (the token expired, a replica stopped).
      if (outcome === 'ended' && Date.now() - startedAt > 10_000) delay = initialMs;
      await wait(delay * (0.8 + Math.random() * 0.4));
      delay = Math.min(maxMs, delay * 2);
    }
  })();

  return {
    close() {
      closed = true;
      current?.abort();
      wakeUp?.();
      window.removeEventListener('online', online);
    },
  };
}
