import type { JobRatings, JobReport, ServiceLogEntry } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { JobFileRow } from '../files/job-files.repo.js';
import type { ServiceLogRow } from './service-log.repo.js';
import type { ServiceRequestRow } from '../lifecycle/service-requests.repo.js';
import { isIn } from '../lifecycle/transitions.js';
import { presentJobFile } from '../files/job-file.presenter.js';
import type { StrokeRow } from '../stills/strokes.repo.js';
import { presentStroke } from '../stills/strokes.presenter.js';

type Schemas = components['schemas'];

export function presentLogEntry(row: ServiceLogRow): ServiceLogEntry & Schemas['ServiceLogEntry'] {
  return {
    id: row.id,
    text: row.text,
    capturedAt: row.captured_at.toISOString(),
    receivedAt: row.received_at.toISOString(),
  };
}

/** What a report is made of besides the request itself. */
export interface ReportParts {
  /** Oldest first by when each entry was written. */
  log: ServiceLogRow[];
  /** Stored photos, oldest first by when each was taken. */
  photos: JobFileRow[];
  /** The marks on those photos, by photo id, each oldest first. */
  strokes: ReadonlyMap<string, StrokeRow[]>;
  /** Stored clips and voice notes, oldest first by when each was taken. */
  recordings: JobFileRow[];
  /** As the reader may see them; null before the job is completed. */
  ratings: JobRatings | null;
}

/** What happened on site so far; the check-out is gone again once the work was sent back. */
export function presentReport(
  request: ServiceRequestRow,
  { log, photos, strokes, recordings, ratings }: ReportParts,
): JobReport & Schemas['JobReport'] {
  return {
    checkIn:
      request.checked_in_at && request.check_in_captured_at
        ? {
            capturedAt: request.check_in_captured_at.toISOString(),
            receivedAt: request.checked_in_at.toISOString(),
            location: request.check_in_location,
          }
        : null,
    checkOut:
      request.work_done_at && request.work_done_captured_at
        ? {
            capturedAt: request.work_done_captured_at.toISOString(),
            receivedAt: request.work_done_at.toISOString(),
            workSummary: request.work_summary,
          }
        : null,
    log: log.map(presentLogEntry),
    completedAt: request.completed_at?.toISOString() ?? null,
    autoApproveAt: isIn('awaitingReview', request.status)
      ? (request.auto_approve_at?.toISOString() ?? null)
      : null,
    warrantyUntil: request.warranty_until?.toISOString() ?? null,
    photos: photos.map((photo) => ({
      ...presentJobFile(photo),
      strokes: (strokes.get(photo.id) ?? []).map(presentStroke),
    })),
    recordings: recordings.map(presentJobFile),
    ratings,
  };
}
