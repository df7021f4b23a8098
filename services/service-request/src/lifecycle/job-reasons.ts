import type { JobReasonKind } from '@rha/contracts';
import type { TimelineRow } from './timeline.repo.js';
import { reasonOf } from './transitions.js';

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
  return reasonOf(row.from_status, row.to_status);
}
