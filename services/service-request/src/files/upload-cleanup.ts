import { ABANDONED_UPLOAD_HOURS } from '@rha/contracts';
import type { Knex } from 'knex';
import { deleteUploadsBegunBefore } from './job-files.repo.js';
import { hoursAfter } from '../on-site/on-site-settings.js';

/**
 * Gives up the uploads left unfinished for too long, freeing their photo places; the upload
 * endpoint removes their bytes on its own schedule. Answers how many were given up.
 */
export function runUploadCleanup({ db }: { db: Knex }, now: Date): Promise<number> {
  return deleteUploadsBegunBefore(db, hoursAfter(now, -ABANDONED_UPLOAD_HOURS));
}
