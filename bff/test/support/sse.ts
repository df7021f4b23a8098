/** One message of a Server-Sent Events stream. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseClient {
  readonly status: number;
  readonly messages: SseMessage[];
  /** Resolves once `count` messages (the `ready` one included) have arrived. */
  received(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

/** Reads a stream the way a browser's EventSource does: messages split by blank lines. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiting = new Set<() => void>();
  if (response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const message = parse(block);
            if (message) messages.push(message);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of waiting) wake();
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    messages,
    async received(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${messages.length} of ${count} messages within ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 50);
        });
      }
      return messages.slice(0, count);
    },
    close: () => abort.abort(),
  };
}

function parse(block: string): SseMessage | undefined {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  return { id, event, data: data.join('\n') };
}
