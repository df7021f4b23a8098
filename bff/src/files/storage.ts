import type { Readable } from 'node:stream';
import type { JobFileVariant } from '@rha/contracts';

/** One stored copy, ready to stream to the browser. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where the checked copies of job files live. Keys are made from the file id alone, so nothing a
 * browser sends (a file name, a path) ever becomes part of a storage location.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

export function fileKey(fileId: string, variant: JobFileVariant): string {
  return `files/${fileId}/${variant}`;
}
