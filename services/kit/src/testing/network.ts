import { networkInterfaces } from 'node:os';

/**
 * Whether the machine has a network besides loopback. Without one Chromium gathers no ICE candidate
 * and reports itself offline, so suites that drive it cannot run (as in `unshare -n`).
 */
export function hasNetworkBesidesLoopback(): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((address) => !address.internal),
  );
}
