import type { JobFileKind } from '@rha/contracts';
import type { Knex } from 'knex';

/** A row of `job_files`: a photo or an attachment of a job; its bytes live in file storage. */
export interface JobFileRow {
  id: string;
  request_id: string;
  kind: JobFileKind;
  status: 'uploading' | 'stored';
  client_id: string;
  uploader_id: string;
  uploader_role: 'company' | 'technician' | 'admin';
  file_name: string;
  content_type: string;
  /** bigint: the driver hands it over as text. */
  size: string;
  width: number | null;
  height: number | null;
  keep_location: boolean;
  captured_at: Date;
  created_at: Date;
  received_at: Date | null;
}

type Queryable = Knex | Knex.Transaction;

const TABLE = 'job_files';

/** The stored files of some kinds on several requests, each oldest first by when it was taken. */
async function storedFilesOf(
  db: Queryable,
  requestIds: readonly string[],
  kinds: readonly JobFileKind[],
): Promise<Map<string, JobFileRow[]>> {
  const files = new Map<string, JobFileRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return files;
  const rows: JobFileRow[] = await db(TABLE)
    .select('*')
    .whereIn('request_id', requestIds)
    .whereIn('kind', kinds)
    .andWhere({ status: 'stored' })
    .orderBy([
      { column: 'captured_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  for (const row of rows) files.get(row.request_id)?.push(row);
  return files;
}

/** The stored photos of several requests, each oldest first by when it was taken. */
export function storedPhotosOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, JobFileRow[]>> {
  return storedFilesOf(db, requestIds, ['photo']);
}

/** The stored clips and voice notes of several requests, each oldest first by when it was taken. */
export function storedRecordingsOf(
  db: Queryable,
  requestIds: readonly string[],
): Promise<Map<string, JobFileRow[]>> {
  return storedFilesOf(db, requestIds, ['clip', 'voiceNote']);
}

/**
 * The caller's own stored attachments among `fileIds` on one request, in the order asked for;
 * ids that are not such a file are left out, so a shorter answer means some were refused.
 */
export async function storedAttachmentsOf(
  db: Queryable,
  requestId: string,
  fileIds: readonly string[],
  uploaderId: string,
): Promise<JobFileRow[]> {
  if (fileIds.length === 0) return [];
  const rows: JobFileRow[] = await db(TABLE).select('*').whereIn('id', fileIds).andWhere({
    request_id: requestId,
    kind: 'attachment',
    status: 'stored',
    uploader_id: uploaderId,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fileIds.flatMap((id) => byId.get(id) ?? []);
}

/** Files by id, whatever their request or status. */
export async function filesByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, JobFileRow>> {
  if (ids.length === 0) return new Map();
  const rows: JobFileRow[] = await db(TABLE).select('*').whereIn('id', ids);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface NewJobFileRow {
  requestId: string;
  kind: JobFileKind;
  clientId: string;
  uploaderId: string;
  uploaderRole: JobFileRow['uploader_role'];
  fileName: string;
  contentType: string;
  size: number;
  keepLocation: boolean;
  capturedAt: Date;
}

/** What the upload endpoint found the bytes to be. */
export interface StoredBytes {
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}

function only(rows: JobFileRow[]): JobFileRow {
  const [row] = rows;
  if (!row) throw new Error('the file record was not written');
  return row;
}

export async function findFile(db: Queryable, id: string): Promise<JobFileRow | undefined> {
  return db(TABLE).select('*').where({ id }).first();
}

export async function findFileForUpdate(
  trx: Knex.Transaction,
  id: string,
): Promise<JobFileRow | undefined> {
  return trx(TABLE).select('*').where({ id }).forUpdate().first();
}

/** The file the device sent under `clientId`, if it asked before. */
export function findFileByClientId(
  db: Queryable,
  requestId: string,
  clientId: string,
): Promise<JobFileRow | undefined> {
  return db(TABLE).select('*').where({ request_id: requestId, client_id: clientId }).first();
}

export async function insertFile(db: Queryable, file: NewJobFileRow): Promise<JobFileRow> {
  const rows: JobFileRow[] = await db(TABLE)
    .insert({
      request_id: file.requestId,
      kind: file.kind,
      client_id: file.clientId,
      uploader_id: file.uploaderId,
      uploader_role: file.uploaderRole,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.size,
      keep_location: file.keepLocation,
      captured_at: file.capturedAt,
    })
    .returning('*');
  return only(rows);
}

export async function markFileStored(
  db: Queryable,
  id: string,
  bytes: StoredBytes,
  receivedAt: Date,
): Promise<JobFileRow> {
  const rows: JobFileRow[] = await db(TABLE)
    .where({ id })
    .update({
      status: 'stored',
      content_type: bytes.contentType,
      size: bytes.size,
      width: bytes.width,
      height: bytes.height,
      received_at: receivedAt,
    })
    .returning('*');
  return only(rows);
}

export async function deleteFile(db: Queryable, id: string): Promise<void> {
  await db(TABLE).where({ id }).delete();
}

/**
 * The request's photos that take up room: every stored one, and the uploads begun after
 * `uploadingSince` (null leaves uploads out).
 */
export async function countPhotos(
  db: Queryable,
  requestId: string,
  uploadingSince: Date | null,
): Promise<number> {
  const row = await db(TABLE)
    .count<{ count: string }>({ count: '*' })
    .where({ request_id: requestId, kind: 'photo' })
    .andWhere((which) => {
      which.where({ status: 'stored' });
      if (uploadingSince) {
        which.orWhere((upload) =>
          upload.where({ status: 'uploading' }).andWhere('created_at', '>', uploadingSince),
        );
      }
    })
    .first();
  return Number(row?.count ?? 0);
}

/** The uploads `uploaderId` began after `since` and has not finished, oldest first. */
export function unfinishedUploadsBy(
  db: Queryable,
  uploaderId: string,
  since: Date,
): Promise<JobFileRow[]> {
  return db(TABLE)
    .select('*')
    .where({ uploader_id: uploaderId, status: 'uploading' })
    .andWhere('created_at', '>', since)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** Removes the uploads begun at or before `before` that never finished; answers how many. */
export function deleteUploadsBegunBefore(db: Queryable, before: Date): Promise<number> {
  return db(TABLE).where({ status: 'uploading' }).andWhere('created_at', '<=', before).delete();
}
