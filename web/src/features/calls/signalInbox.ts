import type { CallSignal, CallSignalEvent } from '@rha/contracts/schemas';

/** Signals kept per call for an engine that is not listening yet. */
const WAITING_MAX = 500;

export interface SignalInbox {
  push(event: CallSignalEvent): void;
  /**
   * Hands over what waited from the other side's join `peerJoinedAt`, then each new signal of
   * that join. Signals of an earlier join are dropped; those of a later one wait for its engine.
   */
  subscribe(
    callId: string,
    peerJoinedAt: string,
    listener: (signal: CallSignal) => void,
  ): () => void;
  forget(callId: string): void;
}

interface Listening {
  peerJoinedAt: string;
  listener: (signal: CallSignal) => void;
}

const before = (a: string, b: string) => Date.parse(a) < Date.parse(b);

/**
 * Where the other side's signals wait: its offer can arrive while this side is still opening its
 * microphone and camera, and must not be lost. When the other side rejoins (a reload), its new
 * page's offer can arrive before this side has heard of the rejoin; it waits for the engine made
 * for the new join rather than reaching the connection to the page that is gone.
 */
export function createSignalInbox(): SignalInbox {
  const waiting = new Map<string, CallSignalEvent[]>();
  const listening = new Map<string, Listening>();
  return {
    push(event) {
      const current = listening.get(event.callId);
      if (current?.peerJoinedAt === event.fromJoinedAt) {
        current.listener(event.signal);
        return;
      }
      if (current && before(event.fromJoinedAt, current.peerJoinedAt)) return;
      const queue = waiting.get(event.callId) ?? [];
      if (queue.length < WAITING_MAX) queue.push(event);
      waiting.set(event.callId, queue);
    },
    subscribe(callId, peerJoinedAt, listener) {
      const entry = { peerJoinedAt, listener };
      listening.set(callId, entry);
      const queued = waiting.get(callId) ?? [];
      const later = queued.filter((event) => before(peerJoinedAt, event.fromJoinedAt));
      if (later.length > 0) waiting.set(callId, later);
      else waiting.delete(callId);
      for (const event of queued) {
        if (event.fromJoinedAt === peerJoinedAt) listener(event.signal);
      }
      return () => {
        if (listening.get(callId) === entry) listening.delete(callId);
      };
    },
    forget(callId) {
      waiting.delete(callId);
      listening.delete(callId);
    },
  };
}
