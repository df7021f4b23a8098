import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { deviceKeys, deviceStore, listOf, subscribeToDeviceKeys } from './deviceStore';

const noteSchema = z.object({ text: z.string(), sentAt: z.string().nullable() });
const KEY = 'rha.draft.note';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('deviceStore', () => {
  it('reads back what it wrote, as JSON under its key', () => {
    const store = deviceStore(KEY, noteSchema);
    expect(store.read()).toBeNull();
    store.write({ text: 'Generator check', sentAt: null });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      text: 'Generator check',
      sentAt: null,
    });
    expect(deviceStore(KEY, noteSchema).read()).toEqual({ text: 'Generator check', sentAt: null });
  });

  it('reads what earlier versions wrote under the same key', () => {
    localStorage.setItem(KEY, JSON.stringify({ text: 'Kept', sentAt: '2026-01-01T00:00:00Z' }));
    expect(deviceStore(KEY, noteSchema).read()).toEqual({
      text: 'Kept',
      sentAt: '2026-01-01T00:00:00Z',
    });
  });

  it('counts a value that fails its schema as none, and drops it', () => {
    localStorage.setItem(KEY, JSON.stringify({ text: 3 }));
    expect(deviceStore(KEY, noteSchema).read()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('counts a value that is not JSON as none, and drops it', () => {
    localStorage.setItem(KEY, '{not json');
    expect(deviceStore(KEY, noteSchema).read()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets the value on clear', () => {
    const store = deviceStore(KEY, noteSchema);
    store.write({ text: 'x', sentAt: null });
    store.clear();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('calls the subscribers of its key after a write or clear, from any store of that key', () => {
    const listener = vi.fn();
    const other = vi.fn();
    const unsubscribe = deviceStore(KEY, noteSchema).subscribe(listener);
    deviceStore('rha.draft.other', noteSchema).subscribe(other);

    deviceStore(KEY, noteSchema).write({ text: 'x', sentAt: null });
    expect(listener).toHaveBeenCalledTimes(1);
    deviceStore(KEY, noteSchema).clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(other).not.toHaveBeenCalled();

    unsubscribe();
    deviceStore(KEY, noteSchema).write({ text: 'y', sentAt: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not call the subscribers on a read, even one that drops the value', () => {
    const listener = vi.fn();
    deviceStore(KEY, noteSchema).subscribe(listener);
    localStorage.setItem(KEY, '[]');
    deviceStore(KEY, noteSchema).read();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the page working when the storage refuses, and still tells the subscribers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    const listener = vi.fn();
    const store = deviceStore(KEY, noteSchema);
    store.subscribe(listener);

    expect(() => store.write({ text: 'x', sentAt: null })).not.toThrow();
    expect(store.read()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`${KEY} could not be kept on this device`, expect.anything());
  });

  it('moves a value from where earlier versions kept it, unless one is already under the key', () => {
    localStorage.setItem('rha.old.note', JSON.stringify({ text: 'Old place', sentAt: null }));
    const store = deviceStore(KEY, noteSchema, { movedFrom: 'rha.old.note' });
    expect(store.read()).toEqual({ text: 'Old place', sentAt: null });
    expect(localStorage.getItem('rha.old.note')).toBeNull();

    localStorage.setItem('rha.old.note', JSON.stringify({ text: 'Older', sentAt: null }));
    expect(store.read()).toEqual({ text: 'Old place', sentAt: null });
    expect(localStorage.getItem('rha.old.note')).toBeNull();
  });
});

describe('listOf', () => {
  it('leaves out the entries that fail their schema and keeps the rest in order', () => {
    const store = deviceStore('rha.outbox.notes', listOf(noteSchema));
    localStorage.setItem(
      'rha.outbox.notes',
      JSON.stringify([{ text: 'a', sentAt: null }, { text: 1 }, 'x', { text: 'b', sentAt: null }]),
    );
    expect(store.read()).toEqual([
      { text: 'a', sentAt: null },
      { text: 'b', sentAt: null },
    ]);
  });

  it('counts a stored value that is not a list as none', () => {
    localStorage.setItem('rha.outbox.notes', JSON.stringify({ text: 'a' }));
    expect(deviceStore('rha.outbox.notes', listOf(noteSchema)).read()).toBeNull();
  });
});

describe('deviceKeys and subscribeToDeviceKeys', () => {
  it('lists the keys kept on this device and calls back for the keys that match', () => {
    const listener = vi.fn();
    subscribeToDeviceKeys((key) => key.startsWith('rha.outbox.'), listener);
    deviceStore('rha.outbox.job-1', noteSchema).write({ text: 'x', sentAt: null });
    deviceStore(KEY, noteSchema).write({ text: 'y', sentAt: null });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(deviceKeys().sort()).toEqual([KEY, 'rha.outbox.job-1']);
  });
});
