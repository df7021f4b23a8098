import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { JobFileRecord } from '@rha/contracts';
import { createLogger, type Caller } from '@rha/kit';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobFilesApi } from '../src/clients/job-files.js';
import { unfinishedUploadGuard } from '../src/files/unfinished-uploads.js';
import { fileUploadStore } from '../src/files/upload-store.js';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rha-unfinished-'));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const caller: Caller = {
  requestId: randomUUID(),
  log: createLogger('bff', 'silent'),
  token: 'token',
};

function record(id: string, size: number): JobFileRecord {
  return {
    id,
    requestId: randomUUID(),
    kind: 'attachment',
    status: 'uploading',
    fileName: 'invoice.pdf',
    contentType: 'application/pdf',
    size,
    keepLocation: false,
    uploadedByCaller: true,
    receivedAt: null,
  };
}

/** service-request's answer: these records are the caller's unfinished uploads. */
function listing(records: JobFileRecord[]): JobFilesApi {
  const never = () => Promise.reject(new Error('not expected'));
  return {
    create: never,
    get: never,
    markStored: never,
    delete: never,
    unfinished: async () => records,
  };
}

describe('the bytes of unfinished uploads', () => {
  it('are read from the store; an upload whose bytes are leaving it weighs nothing', async () => {
    const uploads = fileUploadStore(folder, 60_000);
    const [held, leaving, neverStarted] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [held, leaving]) {
      await uploads.datastore.create(new Upload({ id, size: 1000, offset: 0 }));
      await uploads.datastore.write(Readable.from([Buffer.alloc(600)]), id, 0);
    }
    // tus removes the bytes before their description: a listing may fall in between.
    await rm(path.join(folder, 'uploads', leaving));
    const guard = unfinishedUploadGuard({
      jobFiles: listing([record(held, 1000), record(leaving, 1000), record(neverStarted, 1000)]),
      datastore: uploads.datastore,
      limits: { maxCount: 10, maxBytes: 1000 },
    });

    // 600 held: 400 more fit, 401 do not, whatever the others announced.
    await expect(
      guard.checkBytes(caller, record(neverStarted, 1000), 400),
    ).resolves.toBeUndefined();
    await expect(guard.checkBytes(caller, record(neverStarted, 1000), 401)).rejects.toMatchObject({
      status: 413,
      code: 'unfinished_uploads_full',
    });
    // Without a Content-Length, the rest of the file is what may arrive.
    await expect(guard.checkBytes(caller, record(held, 1000), null)).resolves.toBeUndefined();
    await expect(guard.checkBytes(caller, record(neverStarted, 500), null)).rejects.toMatchObject({
      status: 413,
    });
  });
});
