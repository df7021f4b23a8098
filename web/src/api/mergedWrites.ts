import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A query's `structuralSharing` that passes every write through `merge`: a read's answer and a
 * value stored from a live event or another answer land in any order, and the merge decides what
 * of the cache survives an older one. Unchanged parts keep their identity, as by default.
 */
export function mergedWrites<Data>(merge: (known: Data | undefined, arriving: Data) => Data) {
  return (known: unknown, arriving: unknown): Data =>
    replaceEqualDeep(known, merge(known as Data | undefined, arriving as Data)) as Data;
}

/**
 * What the cache holds that a read's answer neither lists nor predates: it came live, or from
 * another answer, while the read was on its way.
 */
export function newerThanRead<Item extends { id: string }>(
  known: readonly Item[],
  arriving: readonly Item[],
  timeOf: (item: Item) => string,
): Item[] {
  const listed = new Set(arriving.map((item) => item.id));
  const newest = Math.max(...arriving.map((item) => Date.parse(timeOf(item))));
  return known.filter((item) => !listed.has(item.id) && Date.parse(timeOf(item)) > newest);
}
