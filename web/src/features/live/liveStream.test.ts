import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './liveStream';

afterEach(() => vi.unstubAllGlobals());

/** A stream answer that sends `text` and ends, as the bff does when a replica stops. */
function streamOf(text: string): Response {
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('the live stream', () => {
  it('reconnects after the stream ends, resuming from the last id it received', async () => {
    const sent: (string | null)[] = [];
    const answers = [
      'id: 5\nevent: ready\ndata: {}\n\nid: 6\nevent: notification\ndata: {"n":1}\n\n',
      'id: 6\nevent: ready\ndata: {}\n\nid: 7\nevent: notification\ndata: {"n":2}\n\n',
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get('last-event-id'));
        const answer = answers.shift();
        return answer === undefined ? new Promise<Response>(() => {}) : streamOf(answer);
      }),
    );
    const events: unknown[] = [];
    let connections = 0;
    const stream = openLiveStream({
      url: '/api/live',
      getToken: async () => 'token',
      onEvent: (type, data) => events.push({ type, data }),
      onConnected: () => (connections += 1),
      retry: { initialMs: 10, maxMs: 20 },
    });

    await vi.waitFor(() => expect(events).toHaveLength(2));
    stream.close();
    expect(sent.slice(0, 2)).toEqual([null, '6']);
    expect(events).toEqual([
      { type: 'notification', data: { n: 1 } },
      { type: 'notification', data: { n: 2 } },
    ]);
    expect(connections).toBe(2);
  });

  it('stops once the person is signed out', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    openLiveStream({ url: '/api/live', getToken: async () => undefined, onEvent: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
