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
