import { messages, STILL_LIMITS, type Stroke } from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import { fileNotFound } from '../files/job-files.js';
import { findFile, type JobFileRow } from '../files/job-files.repo.js';
import { refuseWhileHeld } from '../held-jobs/held-jobs.js';
import {
  ownCompanyIdOf,
  partyOf,
  type JobCaller,
  type JobParty,
} from '../lifecycle/job-parties.js';
import { findById, findByIdForUpdate } from '../lifecycle/service-requests.repo.js';
import {
  countStrokes,
  deleteOwnStroke,
  insertStrokes,
  strokesOfFiles,
  type StrokeRow,
} from './strokes.repo.js';

const isStoredPhoto = (file: JobFileRow | undefined): file is JobFileRow =>
  file?.kind === 'photo' && file.status === 'stored';

/**
 * The caller's side of the photo's job, under the job's row lock when drawing, so a suspension and
 * a mark never cross. A stranger, or a file that is no stored photo, is answered as not found.
 */
async function sideOnPhoto(
  db: Knex | Knex.Transaction,
  caller: JobCaller,
  fileId: string,
  ownCompanyId: string | undefined,
  lock: boolean,
): Promise<{ file: JobFileRow; side: JobParty }> {
  const file = await findFile(db, fileId);
  if (!isStoredPhoto(file)) throw fileNotFound();
  const request = lock
    ? await findByIdForUpdate(db as Knex.Transaction, file.request_id)
    : await findById(db, file.request_id);
  const side = request && partyOf(caller.user, request, ownCompanyId);
  if (!request || !side) throw fileNotFound();
  if (lock && side === 'technician') {
    await refuseWhileHeld(db as Knex.Transaction, request, caller.user.subject);
  }
  return { file, side };
}

async function marksOf(db: Knex | Knex.Transaction, fileId: string): Promise<StrokeRow[]> {
  return (await strokesOfFiles(db, [fileId])).get(fileId) ?? [];
}

/** A photo's marks, for any party of its job. */
export async function photoStrokes(
  db: Knex,
  caller: JobCaller,
  fileId: string,
): Promise<StrokeRow[]> {
  await sideOnPhoto(db, caller, fileId, await ownCompanyIdOf(caller), false);
  return marksOf(db, fileId);
}

/**
 * Adds marks to a photo of the job: its technician (unless held), its company or an admin. Marks
 * already stored under their ids are left as they were; the photo carries a bounded number.
 */
export async function addStrokes(
  db: Knex,
  caller: JobCaller,
  fileId: string,
  strokes: readonly Stroke[],
  now: Date = new Date(),
): Promise<StrokeRow[]> {
  // Asked before the lock, so the company service's answer does not hold the row.
  const ownCompanyId = await ownCompanyIdOf(caller);
  return db.transaction(async (trx) => {
    const { side } = await sideOnPhoto(trx, caller, fileId, ownCompanyId, true);
    const existing = new Set((await marksOf(trx, fileId)).map((row) => row.id));
    const fresh = strokes.filter((stroke) => !existing.has(stroke.id));
    if ((await countStrokes(trx, fileId)) + fresh.length > STILL_LIMITS.strokesMax) {
      throw DomainError.invalidFields([
        { field: 'strokes', message: messages.stills.tooManyStrokes(STILL_LIMITS.strokesMax) },
      ]);
    }
    await insertStrokes(trx, fileId, { id: caller.user.subject, role: side }, fresh, now);
    return marksOf(trx, fileId);
  });
}

/** Takes back one of the caller's own marks; anyone else's answers as not found. */
export async function removeOwnStroke(
  db: Knex,
  caller: JobCaller,
  fileId: string,
  strokeId: string,
): Promise<void> {
  const ownCompanyId = await ownCompanyIdOf(caller);
  await db.transaction(async (trx) => {
    await sideOnPhoto(trx, caller, fileId, ownCompanyId, true);
    if (!(await deleteOwnStroke(trx, fileId, strokeId, caller.user.subject))) {
      throw new DomainError('not_found', { message: messages.stills.strokeNotFound });
    }
  });
}
