import type { JobFile } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { JobFileRow } from './job-files.repo.js';

/** A stored file as its readers see it; only stored rows carry a received time. */
export function presentJobFile(row: JobFileRow): JobFile & components['schemas']['JobFile'] {
  if (!row.received_at) throw new Error(`file ${row.id} is still uploading`);
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    capturedAt: row.captured_at.toISOString(),
    receivedAt: row.received_at.toISOString(),
  };
}
