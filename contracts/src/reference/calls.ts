/** Where a call stands: ringing until the other side joins, active while both may talk, then ended. */
export const CALL_STATUSES = ['ringing', 'active', 'ended'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** How a call ended: someone hung up, nobody answered the ring, or the link and the people went. */
export const CALL_END_REASONS = ['hungUp', 'missed', 'dropped'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

/** Whose side a person of a call is on: the job's technician, or the expert (its company or an admin). */
export const CALL_ROLES = ['technician', 'company', 'admin'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/**
 * A call holds two people (peer to peer); an offer's or answer's SDP and a candidate line are
 * bounded; and each call may carry so many signals a minute, which trickle ICE and restarts stay
 * far below, while a runaway client cannot flood the other side.
 */
export const CALL_LIMITS = {
  participantsMax: 2,
  sdpMaxBytes: 16 * 1024,
  candidateMaxLength: 2048,
  sdpMidMaxLength: 64,
  signalsPerMinute: 1200,
} as const;

/** Seconds a call may ring unanswered before it ends as missed. */
export const DEFAULT_CALL_RING_TIMEOUT_SECONDS = 60;

/** Seconds an active call may go without a signal or a keep-alive before it ends as dropped. */
export const DEFAULT_CALL_IDLE_TIMEOUT_SECONDS = 120;
