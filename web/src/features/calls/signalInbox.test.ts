import { describe, expect, it, vi } from 'vitest';
import { createSignalInbox } from './signalInbox';

describe('createSignalInbox', () => {
  it('keeps a call’s signals until its engine listens, then passes them on as they come', () => {
    const inbox = createSignalInbox();
    inbox.push('a', { type: 'offer', sdp: 'o' });
    inbox.push('b', { type: 'restart' });
    const listener = vi.fn();
    const stop = inbox.subscribe('a', listener);
    inbox.push('a', { type: 'restart' });
    expect(listener.mock.calls).toEqual([[{ type: 'offer', sdp: 'o' }], [{ type: 'restart' }]]);
    stop();
    inbox.push('a', { type: 'restart' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops what waited for a call it forgets', () => {
    const inbox = createSignalInbox();
    inbox.push('a', { type: 'restart' });
    inbox.forget('a');
    const listener = vi.fn();
    inbox.subscribe('a', listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
