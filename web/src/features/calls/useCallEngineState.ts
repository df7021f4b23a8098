import { useSyncExternalStore } from 'react';
import type { CallEngine, CallEngineState } from './callEngine';

const noEngine = () => () => undefined;

/** The engine's state, re-rendering as it changes; null without an engine. */
export function useCallEngineState(engine: CallEngine | null): CallEngineState | null {
  return useSyncExternalStore(
    engine ? (listener) => engine.subscribe(listener) : noEngine,
    () => engine?.getState() ?? null,
  );
}
