import { z } from 'zod';
import { changed, subscribeToDeviceKeys } from './deviceKeys';

export { deviceKeys, subscribeToDeviceKeys } from './deviceKeys';

/**
 * One value this device keeps in localStorage, as JSON under one key, until the server has it.
 * Storage may be full, disabled or hold what another version of the app wrote: none of that may
 * break the page, so it costs at most what was kept.
 */
export interface DeviceStore<T> {
  readonly key: string;
  /**
   * The value kept, or null when there is none. A value that is not JSON or no longer matches the
   * schema counts as none and is dropped, so it is never read again.
   */
  read(): T | null;
  /** Keeps the value, then calls the subscribers. */
  write(value: T): void;
  /** Forgets the value, then calls the subscribers. */
  clear(): void;
  /** Calls back after every write or clear of this key in this tab. */
  subscribe(listener: () => void): () => void;
}

export interface DeviceStoreOptions {
  /** Where earlier versions kept the value: moved under the key on first read, unless one is there. */
  movedFrom?: string;
}

function warn(what: string, key: string, error: unknown): void {
  console.warn(`${key} could not be ${what} this device`, error);
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    warn('removed from', key, error);
  }
}

function move(from: string, to: string): void {
  try {
    const former = localStorage.getItem(from);
    if (former === null) return;
    if (localStorage.getItem(to) === null) localStorage.setItem(to, former);
    localStorage.removeItem(from);
  } catch (error) {
    warn('moved on', from, error);
  }
}

export function deviceStore<T>(
  key: string,
  schema: z.ZodType<T>,
  { movedFrom }: DeviceStoreOptions = {},
): DeviceStore<T> {
  return {
    key,
    read() {
      if (movedFrom !== undefined) move(movedFrom, key);
      let stored: string | null;
      try {
        stored = localStorage.getItem(key);
      } catch {
        return null;
      }
      if (stored === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(stored));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: dropped like a value of the wrong shape.
      }
      remove(key);
      return null;
    },
    write(value) {
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch (error) {
        warn('kept on', key, error);
      }
      changed(key);
    },
    clear() {
      remove(key);
      changed(key);
    },
    subscribe: (listener) => subscribeToDeviceKeys((changedKey) => changedKey === key, listener),
  };
}

/**
 * A list read entry by entry: an entry that does not match `entry` is left out, so one unreadable
 * entry costs only itself.
 */
export function listOf<T>(entry: z.ZodType<T>): z.ZodType<T[]> {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = entry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}
