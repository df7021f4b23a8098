import { ABANDONED_UPLOAD_HOURS } from '@rha/contracts';
import type { Config } from '../config.js';
import { localStorage } from './local-storage.js';
import { s3Storage, type S3Settings } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { fileUploadStore, s3UploadStore, type UploadStore } from './upload-store.js';

export interface FileStores {
  storage: FileStorage;
  uploads: UploadStore;
}

const abandonedAfterMs = ABANDONED_UPLOAD_HOURS * 60 * 60 * 1000;

/** The stored copies and tus's unfinished uploads, both in the place FILE_STORAGE names. */
export function fileStoresFrom(config: Config): FileStores {
  if (config.FILE_STORAGE === 'local') {
    return {
      storage: localStorage(config.FILE_STORAGE_DIR),
      uploads: fileUploadStore(config.FILE_STORAGE_DIR, abandonedAfterMs),
    };
  }
  const settings: S3Settings = {
    // The config's own check makes S3_BUCKET present whenever FILE_STORAGE is s3.
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
  return { storage: s3Storage(settings), uploads: s3UploadStore(settings, abandonedAfterMs) };
}
