import type { JobFileRecord } from '@rha/contracts';
import type { components } from '@rha/contracts/generated/service-request';
import type { JobFileRow } from './job-files.repo.js';

/** A file as the upload endpoint sees it, for the caller who asked. */
export function presentJobFileRecord(
  row: JobFileRow,
  callerId: string,
): JobFileRecord & components['schemas']['JobFileRecord'] {
  return {
    id: row.id,
    requestId: row.request_id,
    kind: row.kind,
    status: row.status,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    keepLocation: row.keep_location,
    uploadedByCaller: row.uploader_id === callerId,
    receivedAt: row.received_at?.toISOString() ?? null,
  };
}
