import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a prerendered page is being rendered at build time or hydrated, true once it has been
 * and on any page the browser renders itself. What only the browser knows (an address from the
 * visitor's link) waits for it, so hydration meets the markup the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
