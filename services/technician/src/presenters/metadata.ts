import type { TechnicianMetadataView } from '@rha/contracts/schemas';
import type { TechnicianRow } from '../db/technicians.repo.js';
import { metadataWithDefaults } from '../domain/metadata.js';
import { progressOf } from '../domain/progress.js';

/**
 * What the technician reads of their record: every metadata field, the owner, the progress and the
 * vetting status. The row type carries no interview notes, so they cannot reach the technician.
 */
export function presentMetadata(
  subject: string,
  row: TechnicianRow | undefined,
): TechnicianMetadataView {
  return {
    ...metadataWithDefaults(row?.metadata),
    userId: subject,
    onboarding: progressOf(row?.completed_steps ?? [], row?.completed_at ?? null),
    vettingStatus: row?.vetting_status ?? 'onboarding',
  };
}
