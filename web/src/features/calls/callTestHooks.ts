import type { CallEngine } from './callEngine';

/**
 * Browser journeys set these in local storage before the app loads: one exposes the running
 * call's engine on `window.rhaCall` so a journey can read its `getStats`; the other forces every
 * path through TURN. Neither is set by the app itself.
 */
const EXPOSE_KEY = 'rha:test:expose-call';
const RELAY_KEY = 'rha:test:call-relay-only';

function flag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function testIceTransportPolicy(): RTCIceTransportPolicy {
  return flag(RELAY_KEY) ? 'relay' : 'all';
}

export function exposeForTests(engine: CallEngine | null): void {
  if (!flag(EXPOSE_KEY)) return;
  (window as unknown as { rhaCall?: CallEngine | null }).rhaCall = engine;
}
