import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sseParser';

describe('the live stream parser', () => {
  it('reads messages split across chunks, with ids and types, skipping keep-alives', () => {
    const messages: SseMessage[] = [];
    const feed = createSseParser((message) => messages.push(message));
    feed('retry: 3000\nid: 7\nevent: ready\ndata: {}\n\n: keep-alive\n\nid: 8\nev');
    feed('ent: notification\ndata: {"id":"a"}\n');
    expect(messages).toHaveLength(1);
    feed('\n');
    expect(messages).toEqual([
      { id: '7', event: 'ready', data: '{}' },
      { id: '8', event: 'notification', data: '{"id":"a"}' },
    ]);
  });
});
