import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@rha/kit';
import { Upload } from '@tus/server';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFilesApi } from '../src/clients/job-files.js';
import { localStorage } from '../src/files/local-storage.js';
import { createUploadServer } from '../src/files/upload-server.js';
import { fileUploadStore } from '../src/files/upload-store.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rha-upload-cleanup-'));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Cleaning up never asks service-request anything. */
const noJobFiles: JobFilesApi = {
  create: () => Promise.reject(new Error('not expected')),
  get: () => Promise.reject(new Error('not expected')),
  markStored: () => Promise.reject(new Error('not expected')),
  unfinished: () => Promise.reject(new Error('not expected')),
  delete: () => Promise.reject(new Error('not expected')),
};

describe('abandoned uploads', () => {
  it('removes the bytes of an upload left unfinished past the expiry, and only those', async () => {
    const expiryMs = 200;
    const uploads = fileUploadStore(folder, expiryMs);
    const server = createUploadServer({
      jobFiles: noJobFiles,
      storage: localStorage(folder),
      uploads,
      imageJobs: pLimit(1),
      logger: createLogger('bff', 'silent'),
    });
    const abandoned = crypto.randomUUID();
    await uploads.datastore.create(new Upload({ id: abandoned, size: 1000, offset: 0 }));
    await new Promise((resolve) => setTimeout(resolve, expiryMs + 100));
    const fresh = crypto.randomUUID();
    await uploads.datastore.create(new Upload({ id: fresh, size: 1000, offset: 0 }));

    expect(await server.cleanUpExpiredUploads()).toBe(1);

    expect(existsSync(path.join(folder, 'uploads', abandoned))).toBe(false);
    expect(existsSync(path.join(folder, 'uploads', fresh))).toBe(true);
  });
});
