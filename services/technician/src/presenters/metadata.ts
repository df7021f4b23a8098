import {
  defaultTechnicianMetadata,
  type TechnicianMetadata,
  type TechnicianMetadataView,
} from '@rha/contracts/schemas';
import type { TechnicianRow } from '../db/technicians.repo.js';
import { progressOf } from '../domain/progress.js';

/**
 * What the technician reads of their record: every metadata field (its default when never
 * answered), the owner and the progress. Only the known fields are copied, so nothing else the
 * row may hold ever reaches the technician.
 */
export function presentMetadata(
  subject: string,
  row: TechnicianRow | undefined,
): TechnicianMetadataView {
  const defaults = defaultTechnicianMetadata();
  const stored: Partial<TechnicianMetadata> = row?.metadata ?? {};
  const metadata = Object.fromEntries(
    Object.entries(defaults).map(([field, fallback]) => [
      field,
      stored[field as keyof TechnicianMetadata] ?? fallback,
    ]),
  ) as TechnicianMetadata;
  return {
    ...metadata,
    userId: subject,
    onboarding: progressOf(row?.completed_steps ?? [], row?.completed_at ?? null),
  };
}
