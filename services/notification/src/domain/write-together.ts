/**
 * Writes items as soon as possible, several in one go: an item that arrives while a write is under way
 * waits for it and goes with the next, together with every other item that arrived meanwhile. Alone, an
 * item is written at once; under load, one write carries many. Each caller's promise settles with the
 * write that carried its item.
 */
export function writeTogether<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await write(batch.map(({ item }) => item));
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
