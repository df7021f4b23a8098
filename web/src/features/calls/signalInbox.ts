import type { CallSignal, CallSignalEvent } from '@rha/contracts/schemas';

/** Signals kept per call for an engine that is not listening yet. */
const WAITING_MAX = 500;

/** The two joins an engine connects: the other person's, and this page's own. */
export interface SignalJoins {
  peerJoinedAt: string;
  ownJoinedAt: string;
}

export interface SignalInbox {
  push(event: CallSignalEvent): void;
  /**
   * Hands over what waited for these joins, then each new signal sent from the other side's join
   * to this page's. Signals of an earlier join of either side are dropped; those of a later one
   * wait for its engine.
   */
  subscribe(callId: string, joins: SignalJoins, listener: (signal: CallSignal) => void): () => void;
  forget(callId: string): void;
}

interface Listening extends SignalJoins {
  listener: (signal: CallSignal) => void;
}

const before = (a: string, b: string) => Date.parse(a) < Date.parse(b);
const same = (a: string, b: string) => Date.parse(a) === Date.parse(b);

const isFor = (joins: SignalJoins, event: CallSignalEvent) =>
  same(event.fromJoinedAt, joins.peerJoinedAt) && same(event.toJoinedAt, joins.ownJoinedAt);

/** Sent from or to a join that these joins have replaced: no connection will ever want it. */
const isStale = (joins: SignalJoins, event: CallSignalEvent) =>
  before(event.fromJoinedAt, joins.peerJoinedAt) || before(event.toJoinedAt, joins.ownJoinedAt);

/**
 * Where the other side's signals wait: its offer can arrive while this side is still opening its
 * microphone and camera, and must not be lost. When either side rejoins (a reload), the signals
 * of the connection to the page that is gone must not reach the new one: the other side's new
 * offer waits for the engine made for its new join, and what the other side's old connection
 * still sends to this page's earlier join is dropped.
 */
export function createSignalInbox(): SignalInbox {
  const waiting = new Map<string, CallSignalEvent[]>();
  const listening = new Map<string, Listening>();
  return {
    push(event) {
      const current = listening.get(event.callId);
      if (current && isFor(current, event)) {
        current.listener(event.signal);
        return;
      }
      if (current && isStale(current, event)) return;
      const queue = waiting.get(event.callId) ?? [];
      if (queue.length < WAITING_MAX) queue.push(event);
      waiting.set(event.callId, queue);
    },
    subscribe(callId, joins, listener) {
      const entry = { ...joins, listener };
      listening.set(callId, entry);
      const queued = waiting.get(callId) ?? [];
      const later = queued.filter((event) => !isFor(joins, event) && !isStale(joins, event));
      if (later.length > 0) waiting.set(callId, later);
      else waiting.delete(callId);
      for (const event of queued) {
        if (isFor(joins, event)) listener(event.signal);
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
