import {
  ABANDONED_UPLOAD_HOURS,
  acceptsContentType,
  messages,
  siteCostMessages,
  unsupportedTypeMessage,
  type JobFileKind,
  type JobFileStored,
  type NewJobFile,
} from '@rha/contracts';
import { DomainError, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import { checkGate, isIn } from '../lifecycle/transitions.js';
import {
  countPhotos,
  deleteFile,
  findFile,
  findFileByClientId,
  findFileForUpdate,
  insertFile,
  markFileStored,
  unfinishedUploadsBy,
  type JobFileRow,
} from './job-files.repo.js';
import {
  findById,
  findByIdForUpdate,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { requestNotFound } from '../lifecycle/errors.js';
import { refuseWhileHeld } from '../held-jobs/held-jobs.js';
import { mayRead, stillUploader } from './job-file-access.js';
import {
  isAssignedTechnician,
  ownCompanyIdOf,
  partyOf,
  type JobCaller,
  type JobParty,
} from '../lifecycle/job-parties.js';
import { photoLimitOf, type JobFileSettings } from './job-file-settings.js';
import { hoursAfter } from '../on-site/on-site-settings.js';

const m = messages.jobFiles;

/** A file the caller may not use this way is answered like one that does not exist. */
export function fileNotFound(): DomainError {
  return new DomainError('not_found', { message: m.fileNotFound });
}

/**
 * Refuses a photo the job has no place for: only while the technician works on site or has just
 * finished, and never past the type's number. `uploadingSince` lets recent unfinished uploads
 * hold their place (null counts stored photos only).
 */
async function checkRoomForPhoto(
  trx: Knex.Transaction,
  request: ServiceRequestRow,
  settings: JobFileSettings,
  uploadingSince: Date | null,
): Promise<void> {
  checkGate(
    'loggable',
    request.status,
    (status) =>
      new DomainError('conflict', { code: 'job_not_uploadable', message: m.notUploadable(status) }),
  );
  const max = photoLimitOf(request.service_type, settings);
  if ((await countPhotos(trx, request.id, uploadingSince)) >= max) {
    throw new DomainError('conflict', { code: 'photo_limit', message: m.photoLimit(max) });
  }
}

const isRecording = (kind: JobFileKind) => kind === 'clip' || kind === 'voiceNote';

/**
 * Clips and voice notes belong to a job still under way, before the company's review closes it:
 * the exchange a call would have been.
 */
function checkRecordable(request: ServiceRequestRow): void {
  if (isIn('inProgress', request.status) || isIn('loggable', request.status)) return;
  throw new DomainError('conflict', {
    code: 'job_not_recordable',
    message: m.notRecordable(request.status),
  });
}

/** A receipt goes with a cost, which is logged only while the visit's costs are open. */
function checkReceiptable(request: ServiceRequestRow): void {
  checkGate(
    'loggable',
    request.status,
    (status) =>
      new DomainError('conflict', {
        code: 'job_not_costable',
        message: siteCostMessages.costNotLoggable(status),
      }),
  );
}

/**
 * Kinds only one side of a job adds: the technician's record of the work and of what they paid,
 * and the expert's answer.
 */
const TECHNICIAN_KINDS: readonly JobFileKind[] = ['photo', 'clip', 'receipt'];

function uploaderSide(
  caller: JobCaller,
  request: ServiceRequestRow,
  file: NewJobFile,
  ownCompanyId: string | undefined,
): JobParty | undefined {
  if (TECHNICIAN_KINDS.includes(file.kind)) {
    return isAssignedTechnician(caller.user, request) ? 'technician' : undefined;
  }
  const side = partyOf(caller.user, request, ownCompanyId);
  // Supporting documents are the company's account of its own request.
  if (file.kind === 'document') return side === 'company' ? side : undefined;
  // A voice note answers the technician: from the company's expert or support.
  if (file.kind === 'voiceNote') return side === 'technician' ? undefined : side;
  return side;
}

/**
 * Records an upload before its bytes arrive, so the job's rules are checked before anything is
 * sent. The request's row stays locked meanwhile: two uploads racing for the last photo place
 * cannot both get it. A device asking again under the same `clientId` after losing its upload
 * gets a fresh one in its place; one whose file already arrived learns that it did.
 */
export async function createJobFile(
  db: Knex,
  caller: JobCaller,
  settings: JobFileSettings,
  input: { requestId: string; file: NewJobFile },
  now: Date = new Date(),
): Promise<JobFileRow> {
  // Asked before the lock, so the company service's answer does not hold the row.
  const ownCompanyId = TECHNICIAN_KINDS.includes(input.file.kind)
    ? undefined
    : await ownCompanyIdOf(caller);
  return db.transaction(async (trx) => {
    const request = await findByIdForUpdate(trx, input.requestId);
    const side = request && uploaderSide(caller, request, input.file, ownCompanyId);
    if (!request || !side) throw requestNotFound();
    if (side === 'technician') await refuseWhileHeld(trx, request, caller.user.subject);
    const earlier = await findFileByClientId(trx, request.id, input.file.clientId);
    if (earlier) {
      if (earlier.status === 'stored' || earlier.uploader_id !== caller.user.subject) {
        throw new DomainError('conflict', {
          code: 'file_already_uploaded',
          message: m.alreadyUploaded,
        });
      }
      await deleteFile(trx, earlier.id);
    }
    if (input.file.kind === 'photo') {
      await checkRoomForPhoto(trx, request, settings, hoursAfter(now, -ABANDONED_UPLOAD_HOURS));
    }
    if (isRecording(input.file.kind)) checkRecordable(request);
    if (input.file.kind === 'receipt') checkReceiptable(request);
    return insertFile(trx, {
      requestId: request.id,
      kind: input.file.kind,
      clientId: input.file.clientId,
      uploaderId: caller.user.subject,
      uploaderRole: side,
      fileName: input.file.fileName,
      contentType: input.file.contentType,
      size: input.file.size,
      keepLocation: input.file.keepLocation,
      capturedAt: new Date(input.file.capturedAt),
    });
  });
}

/** A file the caller may read, by id. */
export async function readableFile(
  db: Knex,
  caller: JobCaller,
  fileId: string,
): Promise<JobFileRow> {
  const file = await findFile(db, fileId);
  const request = file && (await findById(db, file.request_id));
  if (!file || !request || !(await mayRead(caller, file, request))) throw fileNotFound();
  return file;
}

/**
 * Records that the upload's bytes were checked and stored. A photo is checked against the job
 * again, under the request's lock: the job may have moved on, or filled up, while it uploaded.
 * Asking again once stored answers the stored file, so a lost answer can be asked for again.
 */
export async function markStored(
  db: Knex,
  caller: JobCaller,
  settings: JobFileSettings,
  input: { fileId: string; bytes: JobFileStored },
  now: Date = new Date(),
): Promise<JobFileRow> {
  const found = await findFile(db, input.fileId);
  if (!found || found.uploader_id !== caller.user.subject) throw fileNotFound();
  return db.transaction(async (trx) => {
    // The request first, as every move of it does, so two locks are always taken in one order.
    const request = await findByIdForUpdate(trx, found.request_id);
    const file = await findFileForUpdate(trx, found.id);
    if (!request || !file) throw fileNotFound();
    if (file.status === 'stored') return file;
    if (!stillUploader(caller.user, file, request)) throw fileNotFound();
    if (file.uploader_role === 'technician') {
      await refuseWhileHeld(trx, request, caller.user.subject);
    }
    if (!acceptsContentType(file.kind, input.bytes.contentType)) {
      throw DomainError.invalidFields([
        { field: 'contentType', message: unsupportedTypeMessage(file.kind) },
      ]);
    }
    if (file.kind === 'photo') await checkRoomForPhoto(trx, request, settings, null);
    if (isRecording(file.kind)) checkRecordable(request);
    if (file.kind === 'receipt') checkReceiptable(request);
    return markFileStored(trx, file.id, input.bytes, now);
  });
}

/** The caller's own uploads still under way: those not yet given up for age, whatever their job. */
export function unfinishedUploads(
  db: Knex,
  caller: SignedInUser,
  now: Date = new Date(),
): Promise<JobFileRow[]> {
  return unfinishedUploadsBy(db, caller.subject, hoursAfter(now, -ABANDONED_UPLOAD_HOURS));
}

/** Gives up the caller's own unfinished upload; a stored file is not theirs to remove here. */
export async function abandonUpload(db: Knex, caller: JobCaller, fileId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const file = await findFileForUpdate(trx, fileId);
    if (!file || file.status !== 'uploading' || file.uploader_id !== caller.user.subject) {
      throw fileNotFound();
    }
    await deleteFile(trx, file.id);
  });
}
