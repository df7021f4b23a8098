import { describe, expect, it } from 'vitest';
import { writeTogether } from '../src/domain/write-together.js';

/** A write that stays under way until the test lets it finish. */
function heldWrites() {
  const writes: { items: string[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const write = (items: string[]) =>
    new Promise<void>((resolve, reject) => {
      writes.push({ items, finish: resolve, fail: reject });
    });
  return { writes, write };
}

describe('writeTogether', () => {
  it('writes an item that comes alone at once', async () => {
    const { writes, write } = heldWrites();
    const record = writeTogether(write);

    const done = record('a');

    expect(writes.map((w) => w.items)).toEqual([['a']]);
    writes[0]?.finish();
    await expect(done).resolves.toBeUndefined();
  });

  it('writes the items that came during a write together, in the next one', async () => {
    const { writes, write } = heldWrites();
    const record = writeTogether(write);

    const first = record('a');
    const later = [record('b'), record('c'), record('d')];
    expect(writes.map((w) => w.items)).toEqual([['a']]);

    writes[0]?.finish();
    await first;
    expect(writes.map((w) => w.items)).toEqual([['a'], ['b', 'c', 'd']]);
    writes[1]?.finish();
    await expect(Promise.all(later)).resolves.toEqual([undefined, undefined, undefined]);
  });

  it('fails only the items of a failed write, and goes on with the next', async () => {
    const { writes, write } = heldWrites();
    const record = writeTogether(write);

    const first = record('a');
    const second = record('b');
    writes[0]?.fail(new Error('database away'));

    await expect(first).rejects.toThrow('database away');
    expect(writes.map((w) => w.items)).toEqual([['a'], ['b']]);
    writes[1]?.finish();
    await expect(second).resolves.toBeUndefined();
    const third = record('c');
    expect(writes.map((w) => w.items)).toEqual([['a'], ['b'], ['c']]);
    writes[2]?.finish();
    await third;
  });
});
