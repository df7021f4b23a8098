// Without the schemas of deviceStore.ts: the public pages watch a key without reading what it holds.

type KeyListener = (key: string) => void;

// Module-wide, so every store made for the same key shares its subscribers.
const keyListeners = new Set<KeyListener>();

/** Tells the subscribers of `key` that it was written or cleared. */
export function changed(key: string): void {
  for (const listener of [...keyListeners]) listener(key);
}

/** Calls back after a write or clear of any key that `matches`, in this tab. */
export function subscribeToDeviceKeys(
  matches: (key: string) => boolean,
  listener: () => void,
): () => void {
  const onChange: KeyListener = (key) => {
    if (matches(key)) listener();
  };
  keyListeners.add(onChange);
  return () => keyListeners.delete(onChange);
}

/** Every key this device keeps in localStorage; none when storage is disabled. */
export function deviceKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) =>
      localStorage.key(index),
    ).filter((key): key is string => key !== null);
  } catch {
    return [];
  }
}
