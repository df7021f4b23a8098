import type { JobReasonKind } from '@rha/contracts';
import type { TimelineRow } from '../db/timeline.repo.js';

export interface JobReasonEntry {
  kind: JobReasonKind;
  row: TimelineRow;
}

/**
 * The moves of a job whose reason its technician needs on the job itself: the company sending the
 * work back, reopening it under the warranty, and a hold. Other notes (offers, check-out summaries,
 * a cancellation) are either the technician's own words or not theirs to read here.
 */
export function jobReasons(timeline: readonly TimelineRow[]): JobReasonEntry[] {
  return timeline.flatMap((row) => {
    const kind = reasonKind(row);
    return kind && row.note !== '' ? [{ kind, row }] : [];
  });
}

function reasonKind(row: TimelineRow): JobReasonKind | undefined {
  if (row.to_status === 'On hold') return 'on-hold';
  if (
    row.from_status === 'Work done' &&
    (row.to_status === 'On site' || row.to_status === 'Accepted')
  ) {
    return 'sent-back';
  }
  if (row.from_status === 'Completed' && row.to_status === 'Accepted') return 'reopened';
  return undefined;
}
