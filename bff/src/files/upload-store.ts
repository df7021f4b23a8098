import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { s3ClientConfig, type S3Settings } from './s3-storage.js';

/** Where tus keeps unfinished uploads, and how the finished bytes are read back and dropped. */
export interface UploadStore {
  datastore: DataStore;
  /** The whole upload; bounded by the upload size limit. */
  read(id: string): Promise<Buffer>;
  remove(id: string): Promise<void>;
}

/** Unfinished uploads in `<directory>/uploads`. */
export function fileUploadStore(directory: string, expiryMs: number): UploadStore {
  const store = new FileStore({
    directory: path.join(directory, 'uploads'),
    expirationPeriodInMilliseconds: expiryMs,
  });
  return {
    datastore: store,
    read: (id) => collect(store.read(id)),
    remove: (id) => store.remove(id),
  };
}

/** Unfinished uploads as multipart uploads of the bucket, readable by every replica. */
export function s3UploadStore(settings: S3Settings, expiryMs: number): UploadStore {
  const store = new S3Store({
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    expirationPeriodInMilliseconds: expiryMs,
  });
  const client = new S3Client(s3ClientConfig(settings));
  return {
    datastore: store,
    read: async (id) => collect(await store.read(id)),
    async remove(id) {
      // S3Store.remove aborts the multipart upload first and gives up when there is none, which
      // is always so once the upload is complete: the assembled object and its .info would stay.
      try {
        await store.remove(id);
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      await client.send(
        new DeleteObjectsCommand({
          Bucket: settings.bucket,
          Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] },
        }),
      );
    },
  };
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * tus's answers for an upload its store does not hold: 404, or 410 when its description is still
 * there but its bytes are already gone, as for a moment while it is removed.
 */
export function isGone(error: unknown): boolean {
  return isNotFound(error) || statusOf(error) === 410;
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status_code' in error
    ? error.status_code
    : undefined;
}
