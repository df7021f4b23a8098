import type { Knex } from 'knex';
import type { JobFileRow } from './job-files.repo.js';

/** The stored documents of one request, oldest first by when they were picked. */
export function storedDocumentsOf(db: Knex, requestId: string): Promise<JobFileRow[]> {
  return db('job_files')
    .select('*')
    .where({ request_id: requestId, kind: 'document', status: 'stored' })
    .orderBy([
      { column: 'captured_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
