/**
 * What the drill load (deploy/k6/drills/load.js) recorded: every answer, and every write once settled,
 * with the counts the drills check.
 */
export type Operation = 'sign-in' | 'profile-read' | 'submit' | 'register';
export type WriteOperation = Extract<Operation, 'submit' | 'register'>;

export interface Answer {
  operation: Operation;
  /** HTTP status; 0 when no answer came (refused, reset, timed out). */
  status: number;
  /** Milliseconds from sending to the answer (or the failure). */
  ms: number;
  /** Whether the answer was problem+json. */
  problem: boolean;
  /** When it came, epoch ms. */
  at: number;
}

export interface Write {
  operation: WriteOperation;
  /** What the stack answered the write with: none when never accepted, more than one when a resend wrote again. */
  ids: string[];
  attempts: number;
  /** When it settled, epoch ms. */
  at: number;
}

export interface Traffic {
  answers: Answer[];
  writes: Write[];
  /** Errors k6 logged (an exception ends an iteration unrecorded), one line each. */
  scriptErrors: string[];
}

export interface WriteCounts {
  /** Writes the stack accepted. */
  accepted: number;
  /** Writes that needed more than one attempt. */
  resent: number;
  /** Resends answered with another write than the first answer. */
  duplicates: number;
  /** Writes never accepted, however often resent. */
  unaccepted: number;
}

/** The counts of one kind of write, of those settled in [from, to) when given. */
export function writeCounts(
  traffic: Traffic,
  operation: WriteOperation,
  from = -Infinity,
  to = Infinity,
): WriteCounts {
  const writes = traffic.writes.filter(
    (write) => write.operation === operation && write.at >= from && write.at < to,
  );
  return {
    accepted: writes.filter((write) => write.ids.length > 0).length,
    resent: writes.filter((write) => write.attempts > 1).length,
    duplicates: writes.reduce((sum, write) => sum + Math.max(0, write.ids.length - 1), 0),
    unaccepted: writes.filter((write) => write.ids.length === 0).length,
  };
}

/** Answers of `operation` (all when omitted) with status in [from, to). */
export function countStatus(answers: Answer[], from: number, to: number, operation?: Operation) {
  return answers.filter(
    (answer) =>
      answer.status >= from && answer.status < to && (!operation || answer.operation === operation),
  ).length;
}
