import type { JobReport, ServiceLogEntry } from '../api/bffTypes';

/** The report of a job nobody has started on. */
export function jobReport(overrides: Partial<JobReport> = {}): JobReport {
  return {
    checkIn: null,
    checkOut: null,
    log: [],
    photos: [],
    recordings: [],
    ratings: null,
    completedAt: null,
    autoApproveAt: null,
    warrantyUntil: null,
    ...overrides,
  };
}

/** A log entry received `delayMinutes` after it was written. */
export function logEntry(
  id: string,
  text: string,
  capturedAt: string,
  delayMinutes = 0,
): ServiceLogEntry {
  const receivedAt = new Date(Date.parse(capturedAt) + delayMinutes * 60_000).toISOString();
  return { id, text, capturedAt, receivedAt };
}
