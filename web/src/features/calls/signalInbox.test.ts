import type { CallSignal } from '@rha/contracts/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createSignalInbox } from './signalInbox';

const FIRST_JOIN = '2026-06-01T10:00:00.000Z';
const REJOIN = '2026-06-01T10:05:00.000Z';

const event = (callId: string, signal: CallSignal, fromJoinedAt = FIRST_JOIN) => ({
  callId,
  fromUserId: 'other',
  fromJoinedAt,
  signal,
});

describe('createSignalInbox', () => {
  it('keeps a call’s signals until its engine listens, then passes them on as they come', () => {
    const inbox = createSignalInbox();
    inbox.push(event('a', { type: 'offer', sdp: 'o' }));
    inbox.push(event('b', { type: 'restart' }));
    const listener = vi.fn();
    const stop = inbox.subscribe('a', FIRST_JOIN, listener);
    inbox.push(event('a', { type: 'restart' }));
    expect(listener.mock.calls).toEqual([[{ type: 'offer', sdp: 'o' }], [{ type: 'restart' }]]);
    stop();
    inbox.push(event('a', { type: 'restart' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops what waited for a call it forgets', () => {
    const inbox = createSignalInbox();
    inbox.push(event('a', { type: 'restart' }));
    inbox.forget('a');
    const listener = vi.fn();
    inbox.subscribe('a', FIRST_JOIN, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a rejoined page’s signals from the engine of its earlier page, for the next engine', () => {
    const inbox = createSignalInbox();
    const earlier = vi.fn();
    const stopEarlier = inbox.subscribe('a', FIRST_JOIN, earlier);
    inbox.push(event('a', { type: 'offer', sdp: 'after the reload' }, REJOIN));
    expect(earlier).not.toHaveBeenCalled();

    stopEarlier();
    const next = vi.fn();
    inbox.subscribe('a', REJOIN, next);
    expect(next.mock.calls).toEqual([[{ type: 'offer', sdp: 'after the reload' }]]);
  });

  it('drops signals of a join older than the one its engine connects to', () => {
    const inbox = createSignalInbox();
    inbox.push(event('a', { type: 'offer', sdp: 'before the reload' }));
    const listener = vi.fn();
    inbox.subscribe('a', REJOIN, listener);
    inbox.push(event('a', { type: 'restart' }));
    expect(listener).not.toHaveBeenCalled();
    inbox.push(event('a', { type: 'restart' }, REJOIN));
    expect(listener.mock.calls).toEqual([[{ type: 'restart' }]]);
  });
});
