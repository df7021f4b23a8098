import type { Call } from '@rha/contracts/schemas';

type CallEndReason = NonNullable<Call['endReason']>;

const END_REASON_LABELS: Record<CallEndReason, string> = {
  hungUp: 'Hung up',
  missed: 'Missed',
  dropped: 'Dropped',
};

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Anchorage',
});

function lengthOf(call: Call): string | null {
  if (!call.connectedAt || !call.endedAt) return null;
  const seconds = (Date.parse(call.endedAt) - Date.parse(call.connectedAt)) / 1000;
  return seconds < 60 ? 'under a minute' : `${Math.round(seconds / 60)} min`;
}

/** One ended call in a line: who, when (Alaska time), how long, how it ended. */
export function callHistoryLine(call: Call): string {
  const who = call.participants.map((p) => p.name).join(' and ');
  return [
    `Call with ${who}`,
    timeFormat.format(new Date(call.startedAt)),
    lengthOf(call),
    call.endReason ? END_REASON_LABELS[call.endReason] : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
