import type { CallSignal } from '@rha/contracts/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createSignalInbox } from './signalInbox';

const FIRST_JOIN = '2026-06-01T10:00:00.000Z';
const REJOIN = '2026-06-01T10:05:00.000Z';
const OWN_JOIN = '2026-06-01T10:01:00.000Z';
const OWN_REJOIN = '2026-06-01T10:06:00.000Z';

const CANDIDATE = {
  candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

const first = { peerJoinedAt: FIRST_JOIN, ownJoinedAt: OWN_JOIN };

const event = (
  callId: string,
  signal: CallSignal,
  { from = FIRST_JOIN, to = OWN_JOIN }: { from?: string; to?: string } = {},
) => ({ callId, fromUserId: 'other', fromJoinedAt: from, toJoinedAt: to, signal });

describe('createSignalInbox', () => {
  it('keeps a call’s signals until its engine listens, then passes them on as they come', () => {
    const inbox = createSignalInbox();
    inbox.push(event('a', { type: 'offer', sdp: 'o' }));
    inbox.push(event('b', { type: 'restart' }));
    const listener = vi.fn();
    const stop = inbox.subscribe('a', first, listener);
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
    inbox.subscribe('a', first, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a rejoined page’s signals from the engine of its earlier page, for the next engine', () => {
    const inbox = createSignalInbox();
    const earlier = vi.fn();
    const stopEarlier = inbox.subscribe('a', first, earlier);
    inbox.push(event('a', { type: 'offer', sdp: 'after the reload' }, { from: REJOIN }));
    expect(earlier).not.toHaveBeenCalled();

    stopEarlier();
    const next = vi.fn();
    inbox.subscribe('a', { ...first, peerJoinedAt: REJOIN }, next);
    expect(next.mock.calls).toEqual([[{ type: 'offer', sdp: 'after the reload' }]]);
  });

  it('drops signals of a join older than the one its engine connects to', () => {
    const inbox = createSignalInbox();
    inbox.push(event('a', { type: 'offer', sdp: 'before the reload' }));
    const listener = vi.fn();
    inbox.subscribe('a', { ...first, peerJoinedAt: REJOIN }, listener);
    inbox.push(event('a', { type: 'restart' }));
    expect(listener).not.toHaveBeenCalled();
    inbox.push(event('a', { type: 'restart' }, { from: REJOIN }));
    expect(listener.mock.calls).toEqual([[{ type: 'restart' }]]);
  });

  it('after this page rejoins, drops what the other side still sends to its earlier join', () => {
    const inbox = createSignalInbox();
    // Sent by the other side's connection to the page before the reload, after this one loaded.
    inbox.push(event('a', { type: 'offer', sdp: 'for the page that is gone' }));
    const listener = vi.fn();
    inbox.subscribe('a', { ...first, ownJoinedAt: OWN_REJOIN }, listener);
    inbox.push(event('a', { type: 'candidate', candidate: CANDIDATE }));
    expect(listener).not.toHaveBeenCalled();

    inbox.push(event('a', { type: 'offer', sdp: 'for this page' }, { to: OWN_REJOIN }));
    expect(listener.mock.calls).toEqual([[{ type: 'offer', sdp: 'for this page' }]]);
  });

  it('tells joins apart by instant, whatever the text of the time', () => {
    const inbox = createSignalInbox();
    const listener = vi.fn();
    inbox.subscribe('a', first, listener);
    inbox.push(event('a', { type: 'restart' }, { to: '2026-06-01T10:01:00Z' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
