import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_IMAGE_MEGAPIXELS, MAX_JOB_FILE_BYTES, messages, type Problem } from '@rha/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasGpsData, pdfBytes, photoWithLocation, pngDeclaring } from './support/images.js';
import {
  personOf,
  registeredCompany,
  startRequestStack,
  type RequestStack,
  type StackPerson,
} from './support/request-stack.js';
import { requestForm } from './support/requests.js';
import { type Role } from './support/stack.js';
import {
  createUpload,
  deleteUpload,
  headUpload,
  interruptedPatch,
  patchUpload,
  photoMetadata,
} from './support/tus.js';

let stack: RequestStack;
let folder: string;
const MAX_UNFINISHED = 3;
const MAX_UNFINISHED_MEGABYTES = 25;
const MEGABYTE = 1024 * 1024;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rha-uploads-'));
  stack = await startRequestStack('bff_uploads', {
    FILE_STORAGE_DIR: folder,
    UNFINISHED_UPLOADS_MAX_COUNT: String(MAX_UNFINISHED),
    UNFINISHED_UPLOADS_MAX_MEGABYTES: String(MAX_UNFINISHED_MEGABYTES),
  });
});

afterAll(async () => {
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

function person(role: Role): StackPerson {
  return personOf(stack, role);
}

interface Job {
  id: string;
  company: StackPerson;
  technician: StackPerson;
}

/** A request of a real company, put On site with a technician of its own by SQL. */
async function jobOnSite(status = 'On site'): Promise<Job> {
  const company = person('company');
  const locationId = await registeredCompany(stack, company, {
    companyName: 'Teller Clinic',
    city: 'Teller',
    zipCode: '99778',
  });
  const submitted = await fetch(`${stack.bff.url}/api/service-request/company`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` },
    body: JSON.stringify(requestForm(locationId)),
  });
  expect(submitted.status).toBe(201);
  const technician = person('technician');
  const requests = stack.requestsDb.db('service_requests');
  const { id } = (await requests.where({ submitted_by: company.sub }).first()) as { id: string };
  await stack.requestsDb
    .db('service_requests')
    .where({ id })
    .update({
      status,
      assigned_technician_id: technician.sub,
      assigned_technician_name: 'Nora Nome',
      assigned_technician_email: 'nora@example.com',
      eta: new Date(Date.now() + 86_400_000),
    });
  return { id, company, technician };
}

/** A photo big enough to be sent in pieces: noise does not compress. */
function noisyPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as Problem;
}

function uploadUrl(created: Response): string {
  expect(created.status).toBe(201);
  const location = created.headers.get('location');
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
  return `${stack.bff.url}${location}`;
}

const idOf = (url: string) => url.split('/').pop() ?? '';

/** The whole upload in one PATCH, as a client on a good connection sends it. */
async function uploaded(job: Job, bytes: Buffer, metadata = photoMetadata(job.id)) {
  const url = uploadUrl(
    await createUpload(stack.bff.url, job.technician.token, metadata, bytes.length),
  );
  const finished = await patchUpload(url, job.technician.token, 0, bytes);
  expect(finished.status).toBe(204);
  return idOf(url);
}

function download(fileId: string, variant: string, token: string, query = '') {
  return fetch(`${stack.bff.url}/api/files/${fileId}/${variant}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

function fileRows(requestId: string) {
  return stack.requestsDb.db('job_files').where({ request_id: requestId });
}

/** What local storage holds of a file: its copies and their types. */
async function storedCopies(fileId: string): Promise<string[]> {
  const copies = path.join(folder, 'files', fileId);
  return existsSync(copies) ? readdir(copies) : [];
}

/** The partial upload goes once tus has answered; its removal may trail the answer a little. */
async function expectNoPartial(fileId: string): Promise<void> {
  const partial = path.join(folder, 'uploads', fileId);
  const left = () => [partial, `${partial}.json`].filter((file) => existsSync(file));
  for (let attempt = 0; attempt < 40 && left().length > 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(left()).toEqual([]);
}

describe('the tus upload endpoint', () => {
  it('resumes an upload cut off midway where the server stopped, and stores it once', async () => {
    const job = await jobOnSite();
    const bytes = await noisyPhoto();
    const metadata = photoMetadata(job.id, { keepLocation: 'true' });
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, metadata, bytes.length),
    );
    const fileId = idOf(url);
    // The tus id is the file record's id.
    expect((await fileRows(job.id)).map((row: { id: string }) => row.id)).toEqual([fileId]);

    await interruptedPatch(url, job.technician.token, bytes, 400_000);
    const resumed = await headUpload(url, job.technician.token);
    expect(resumed.status).toBe(200);
    const offset = Number(resumed.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(400_000);

    // A client that lost count is refused, and the upload is left as it was.
    const tampered = await patchUpload(
      url,
      job.technician.token,
      offset + 10,
      bytes.subarray(offset + 10),
    );
    expect(tampered.status).toBe(409);

    const rest = await patchUpload(url, job.technician.token, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));

    const rows = await fileRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: fileId, status: 'stored', content_type: 'image/jpeg' });
    const original = await download(fileId, 'original', job.company.token);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    await expectNoPartial(fileId);
    // A finished upload cannot be continued: its partial is gone.
    expect((await headUpload(url, job.technician.token)).status).toBe(404);
  });

  it("answers a file sent again under the same clientId with the service's 409", async () => {
    const job = await jobOnSite();
    const metadata = photoMetadata(job.id);
    await uploaded(job, await photoWithLocation(320, 240), metadata);

    const again = await createUpload(stack.bff.url, job.technician.token, metadata, 1000);

    expect((await problemOf(again, 409)).code).toBe('file_already_uploaded');
    expect(await fileRows(job.id)).toHaveLength(1);
  });

  it('removes the location unless the technician kept it, and serves every copy', async () => {
    const job = await jobOnSite();
    const fileId = await uploaded(job, await photoWithLocation());

    const original = await download(fileId, 'original', job.company.token);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const originalBytes = Buffer.from(await original.arrayBuffer());
    expect(original.headers.get('content-length')).toBe(String(originalBytes.length));
    expect(await hasGpsData(originalBytes)).toBe(false);
    expect((await sharp(originalBytes).metadata()).exif).toBeUndefined();

    for (const [variant, side] of [
      ['display', 1600],
      ['thumbnail', 320],
    ] as const) {
      // The technician who took it and an admin read it as well as the company.
      for (const token of [job.company.token, job.technician.token, person('admin').token]) {
        const copy = await download(fileId, variant, token);
        expect(copy.status).toBe(200);
        expect(copy.headers.get('content-type')).toBe('image/webp');
        expect(copy.headers.get('cache-control')).toBe('private, max-age=3600');
        expect(copy.headers.get('x-content-type-options')).toBe('nosniff');
        expect(copy.headers.get('content-disposition')).toBeNull();
        const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
        expect(Math.max(meta.width, meta.height)).toBe(side);
      }
    }

    const saved = await download(fileId, 'original', job.company.token, '?download=1');
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="meter.jpg"; filename*=UTF-8''meter.jpg`,
    );
    expect((await download(fileId, 'huge', job.company.token)).status).toBe(404);
    expect((await download(randomUUID(), 'original', job.company.token)).status).toBe(404);
    const anonymous = await fetch(`${stack.bff.url}/api/files/${fileId}/original`);
    expect((await problemOf(anonymous, 401)).code).toBe('unauthorized');
  });

  it('refuses bytes that are not an image with 415 and keeps nothing of them', async () => {
    const job = await jobOnSite();
    const bytes = Buffer.from('MZ this is a program, not a photo '.repeat(100));
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, photoMetadata(job.id), bytes.length),
    );

    const refused = await patchUpload(url, job.technician.token, 0, bytes);

    expect(await problemOf(refused, 415)).toMatchObject({
      code: 'unsupported_file',
      detail: messages.jobFiles.unreadable,
    });
    expect(await fileRows(job.id)).toEqual([]);
    expect(await storedCopies(idOf(url))).toEqual([]);
    await expectNoPartial(idOf(url));
  });

  it('refuses an image declaring a huge canvas with 413 before decoding it, and keeps nothing', async () => {
    const job = await jobOnSite();
    const bytes = pngDeclaring(16_383, 16_383);
    const metadata = photoMetadata(job.id, { fileName: 'plan.png', contentType: 'image/png' });
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, metadata, bytes.length),
    );

    const refused = await patchUpload(url, job.technician.token, 0, bytes);

    expect(await problemOf(refused, 413)).toMatchObject({
      code: 'image_too_large',
      detail: messages.jobFiles.tooManyPixels(MAX_IMAGE_MEGAPIXELS),
    });
    expect(await fileRows(job.id)).toEqual([]);
    expect(await storedCopies(idOf(url))).toEqual([]);
    await expectNoPartial(idOf(url));
  });

  it('stores nothing when the job moved on while the bytes were on their way', async () => {
    const job = await jobOnSite();
    const bytes = await photoWithLocation(640, 480);
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, photoMetadata(job.id), bytes.length),
    );
    await stack.requestsDb
      .db('service_requests')
      .where({ id: job.id })
      .update({ status: 'Accepted' });

    const refused = await patchUpload(url, job.technician.token, 0, bytes);

    expect(await problemOf(refused, 409)).toMatchObject({
      code: 'job_not_uploadable',
      detail: messages.jobFiles.notUploadable('Accepted'),
    });
    expect(await fileRows(job.id)).toEqual([]);
    expect(await storedCopies(idOf(url))).toEqual([]);
    await expectNoPartial(idOf(url));
  });

  it('refuses an upload over the size limit before any byte is sent', async () => {
    const job = await jobOnSite();

    const response = await createUpload(
      stack.bff.url,
      job.technician.token,
      photoMetadata(job.id),
      MAX_JOB_FILE_BYTES + 1,
    );

    expect((await problemOf(response, 413)).detail).toBe(messages.jobFiles.tooLarge(25));
    expect(await fileRows(job.id)).toEqual([]);
  });

  it('refuses bad metadata with the shared messages, field by field', async () => {
    const job = await jobOnSite();

    const response = await createUpload(
      stack.bff.url,
      job.technician.token,
      photoMetadata(job.id, { fileName: ' ', contentType: 'image/heic' }),
      1000,
    );

    expect((await problemOf(response, 400)).errors).toEqual([
      { field: 'fileName', message: messages.jobFiles.fileNameRequired },
      { field: 'contentType', message: messages.jobFiles.unsupportedPhotoType },
    ]);
    expect(await fileRows(job.id)).toEqual([]);
  });

  it("relays the service's refusals: a company's photo, a job not on site", async () => {
    const job = await jobOnSite();
    const byCompany = await createUpload(
      stack.bff.url,
      job.company.token,
      photoMetadata(job.id),
      1000,
    );
    expect(byCompany.status).toBe(403);

    const accepted = await jobOnSite('Accepted');
    const early = await createUpload(
      stack.bff.url,
      accepted.technician.token,
      photoMetadata(accepted.id),
      1000,
    );
    expect(await problemOf(early, 409)).toMatchObject({
      code: 'job_not_uploadable',
      detail: messages.jobFiles.notUploadable('Accepted'),
    });
  });

  it("needs a token, and knows no upload that is unknown or someone else's", async () => {
    const job = await jobOnSite();
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, photoMetadata(job.id), 5000),
    );
    const stranger = person('technician').token;

    expect((await createUpload(stack.bff.url, undefined, photoMetadata(job.id), 10)).status).toBe(
      401,
    );
    expect((await headUpload(url, undefined)).status).toBe(401);
    expect((await headUpload(url, stranger)).status).toBe(404);
    expect((await patchUpload(url, stranger, 0, Buffer.alloc(10))).status).toBe(404);
    expect((await deleteUpload(url, stranger)).status).toBe(404);
    // Not even the job's company continues the technician's upload.
    expect((await headUpload(url, job.company.token)).status).toBe(404);
    const unknown = `${stack.bff.url}/api/uploads/${randomUUID()}`;
    expect((await headUpload(unknown, job.technician.token)).status).toBe(404);
    expect((await patchUpload(unknown, job.technician.token, 0, Buffer.alloc(10))).status).toBe(
      404,
    );
    expect(
      (await headUpload(`${stack.bff.url}/api/uploads/not-an-id`, job.technician.token)).status,
    ).toBe(404);
    // The owner still can.
    expect((await headUpload(url, job.technician.token)).headers.get('upload-offset')).toBe('0');
  });

  it('keeps a stored file from another company and from a technician who is not on the job', async () => {
    const job = await jobOnSite();
    const fileId = await uploaded(job, await photoWithLocation(320, 240));

    expect((await download(fileId, 'original', person('company').token)).status).toBe(404);
    expect((await download(fileId, 'thumbnail', person('technician').token)).status).toBe(404);
    expect((await download(fileId, 'thumbnail', job.company.token)).status).toBe(200);
  });

  it('gives up an upload the device stops: record and bytes', async () => {
    const job = await jobOnSite();
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.technician.token, photoMetadata(job.id), 5000),
    );

    expect((await deleteUpload(url, job.technician.token)).status).toBe(204);

    expect(await fileRows(job.id)).toEqual([]);
    await expectNoPartial(idOf(url));
    expect((await headUpload(url, job.technician.token)).status).toBe(404);
  });
});

describe("each user's unfinished uploads", () => {
  it('are held to a number, whatever their announced sizes, and cancelling one makes room', async () => {
    const job = await jobOnSite();
    const start = () =>
      createUpload(stack.bff.url, job.technician.token, photoMetadata(job.id), 20 * MEGABYTE);
    // Together they announce far more than the bytes allowed: only what arrives counts.
    const begun = [];
    for (let count = 0; count < MAX_UNFINISHED; count += 1) begun.push(uploadUrl(await start()));

    const refused = await start();

    expect(await problemOf(refused, 429)).toMatchObject({
      code: 'too_many_unfinished_uploads',
      detail: messages.jobFiles.tooManyUnfinished(MAX_UNFINISHED),
    });
    expect(await fileRows(job.id)).toHaveLength(MAX_UNFINISHED);
    // Another user is not held to this one's uploads.
    const other = await jobOnSite();
    uploadUrl(
      await createUpload(stack.bff.url, other.technician.token, photoMetadata(other.id), 1000),
    );

    expect((await deleteUpload(begun[0] ?? '', job.technician.token)).status).toBe(204);
    uploadUrl(await start());
  });

  it('are held to the bytes they keep on the server, and bytes refused are not written', async () => {
    const job = await jobOnSite();
    const { token } = job.technician;
    const start = (size: number) => createUpload(stack.bff.url, token, photoMetadata(job.id), size);
    const large = uploadUrl(await start(20 * MEGABYTE));
    expect((await patchUpload(large, token, 0, randomBytes(20 * MEGABYTE - 1))).status).toBe(204);
    const second = uploadUrl(await start(10 * MEGABYTE));
    expect((await patchUpload(second, token, 0, randomBytes(4 * MEGABYTE))).status).toBe(204);

    const past = await patchUpload(second, token, 4 * MEGABYTE, randomBytes(2 * MEGABYTE));

    expect(await problemOf(past, 413)).toMatchObject({
      code: 'unfinished_uploads_full',
      detail: messages.jobFiles.unfinishedBytesFull(MAX_UNFINISHED_MEGABYTES),
    });
    expect((await headUpload(second, token)).headers.get('upload-offset')).toBe(
      String(4 * MEGABYTE),
    );

    expect((await deleteUpload(large, token)).status).toBe(204);
    const resumed = await patchUpload(second, token, 4 * MEGABYTE, randomBytes(2 * MEGABYTE));
    expect(resumed.status).toBe(204);
    expect(resumed.headers.get('upload-offset')).toBe(String(6 * MEGABYTE));
  });

  it('may not start another once their bytes fill the allowance', async () => {
    const job = await jobOnSite();
    const { token } = job.technician;
    const full = uploadUrl(
      await createUpload(stack.bff.url, token, photoMetadata(job.id), MAX_JOB_FILE_BYTES),
    );
    const held = MAX_UNFINISHED_MEGABYTES * MEGABYTE;
    expect((await patchUpload(full, token, 0, randomBytes(held - 1))).status).toBe(204);
    const fine = await createUpload(stack.bff.url, token, photoMetadata(job.id), 1000);
    expect(fine.status).toBe(201);
    const last = await patchUpload(uploadUrl(fine), token, 0, randomBytes(1));
    expect(last.status).toBe(204);

    const refused = await createUpload(stack.bff.url, token, photoMetadata(job.id), 1000);

    expect((await problemOf(refused, 413)).code).toBe('unfinished_uploads_full');
  });
});

describe("a request's supporting documents", () => {
  it('go up from the company like any job file, and are listed and served to the parties of the job only', async () => {
    const job = await jobOnSite('Accepted');
    const metadata = photoMetadata(job.id, {
      kind: 'document',
      fileName: 'rack-diagram.pdf',
      contentType: 'application/pdf',
    });
    const url = uploadUrl(
      await createUpload(stack.bff.url, job.company.token, metadata, pdfBytes.length),
    );
    expect((await patchUpload(url, job.company.token, 0, pdfBytes)).status).toBe(204);
    const fileId = idOf(url);
    const refused = await createUpload(
      stack.bff.url,
      job.technician.token,
      { ...metadata, clientId: randomUUID() },
      pdfBytes.length,
    );
    expect(refused.status).toBe(404);

    const documentsOf = (token: string) =>
      fetch(`${stack.bff.url}/api/service-requests/${job.id}/documents`, {
        headers: { authorization: `Bearer ${token}` },
      });
    for (const token of [job.company.token, job.technician.token, person('admin').token]) {
      const listed = await documentsOf(token);
      expect(listed.status).toBe(200);
      expect(await listed.json()).toMatchObject({
        items: [{ id: fileId, kind: 'document', fileName: 'rack-diagram.pdf' }],
      });
      const bytes = await download(fileId, 'original', token);
      expect(bytes.status).toBe(200);
      expect(Buffer.from(await bytes.arrayBuffer())).toEqual(pdfBytes);
    }
    for (const stranger of [person('company'), person('technician')]) {
      expect((await problemOf(await documentsOf(stranger.token), 404)).code).toBe('not_found');
      expect((await download(fileId, 'original', stranger.token)).status).toBe(404);
    }
  });
});
