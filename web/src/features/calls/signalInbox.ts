import type { CallSignal } from '@rha/contracts/schemas';

/** Signals kept per call for an engine that is not listening yet. */
const WAITING_MAX = 500;

export interface SignalInbox {
  push(callId: string, signal: CallSignal): void;
  /** Hands over what waited, then each new signal of the call. */
  subscribe(callId: string, listener: (signal: CallSignal) => void): () => void;
  forget(callId: string): void;
}

/**
 * Where the other side's signals wait: its offer can arrive while this side is still opening its
 * microphone and camera, and must not be lost.
 */
export function createSignalInbox(): SignalInbox {
  const waiting = new Map<string, CallSignal[]>();
  const listeners = new Map<string, (signal: CallSignal) => void>();
  return {
    push(callId, signal) {
      const listener = listeners.get(callId);
      if (listener) {
        listener(signal);
        return;
      }
      const queue = waiting.get(callId) ?? [];
      if (queue.length < WAITING_MAX) queue.push(signal);
      waiting.set(callId, queue);
    },
    subscribe(callId, listener) {
      listeners.set(callId, listener);
      const queued = waiting.get(callId) ?? [];
      waiting.delete(callId);
      for (const signal of queued) listener(signal);
      return () => {
        if (listeners.get(callId) === listener) listeners.delete(callId);
      };
    },
    forget(callId) {
      waiting.delete(callId);
      listeners.delete(callId);
    },
  };
}
