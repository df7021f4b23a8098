import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PHOTO_LIMIT,
  messages,
  PHOTO_LIMITS_BY_TYPE,
  type JobFile,
  type JobFileRecord,
  type TechnicianJobs,
} from '@rha/contracts';
import { parseEnv } from '@rha/kit';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.js';
import { filesByIds, storedAttachmentsOf } from '../src/files/job-files.repo.js';
import { runUploadCleanup } from '../src/files/upload-cleanup.js';
import { problemOf, type TechnicianSide } from './support/dispatch.js';
import { TEST_INTERNAL_API_TOKEN } from './support/technician-stub.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_job_files');

const HOUR_MS = 3_600_000;
const m = messages.jobFiles;

function photo(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'photo',
    clientId: randomUUID(),
    fileName: 'meter.jpg',
    contentType: 'image/jpeg',
    size: 1_500_000,
    capturedAt: hoursAgo(0),
    ...overrides,
  };
}

function attachment(overrides: Record<string, unknown> = {}) {
  return photo({
    kind: 'attachment',
    fileName: 'invoice.pdf',
    contentType: 'application/pdf',
    ...overrides,
  });
}

const JPEG_BYTES = { contentType: 'image/jpeg', size: 1_234_567, width: 4032, height: 3024 };

const createFile = (token: string, requestId: string, body: unknown) =>
  helpers.call('POST', `/service-requests/${requestId}/files`, token, body);
const readFile = (token: string, fileId: string) => helpers.call('GET', `/files/${fileId}`, token);
const markStored = (token: string, fileId: string, bytes: unknown = JPEG_BYTES) =>
  helpers.call('POST', `/files/${fileId}/stored`, token, bytes);
const deleteFile = (token: string, fileId: string) =>
  helpers.call('DELETE', `/files/${fileId}`, token);

async function created(response: Response): Promise<JobFileRecord> {
  expect(response.status).toBe(201);
  return (await response.json()) as JobFileRecord;
}

/** A file taken through both steps, as the upload endpoint does once the bytes are stored. */
async function uploaded(token: string, requestId: string, body: unknown): Promise<JobFile> {
  const record = await created(await createFile(token, requestId, body));
  const stored = await markStored(token, record.id);
  expect(stored.status).toBe(200);
  return (await stored.json()) as JobFile;
}

async function expectConflict(response: Response, code: string, detail: string) {
  expect(response.status).toBe(409);
  expect(await problemOf(response)).toMatchObject({ code, detail });
}

async function setServiceType(requestId: string, serviceType: string) {
  await service.testDb.db('service_requests').where({ id: requestId }).update({
    service_type: serviceType,
  });
}

function fileRows(requestId: string): Promise<Record<string, unknown>[]> {
  return service.testDb.db('job_files').where({ request_id: requestId }).orderBy('created_at');
}

describe('the photo limit', () => {
  it('takes twenty photos on a Remote Eyes job and refuses the twenty-first with its message', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Bethel');
    await setServiceType(requestId, 'remote-eyes');
    expect(PHOTO_LIMITS_BY_TYPE['remote-eyes']).toBe(20);

    for (let taken = 0; taken < 20; taken += 1) {
      await uploaded(technician.token, requestId, photo());
    }
    const refused = await createFile(technician.token, requestId, photo());

    await expectConflict(refused, 'photo_limit', 'This job takes at most 20 photos');
    expect(await fileRows(requestId)).toHaveLength(20);
  });

  it('holds places for recent uploads, frees those of long-abandoned ones, and checks again when a photo is stored', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Nome');
    await setServiceType(requestId, 'custom-request');
    const limit = service.files.photoLimit;
    const records: JobFileRecord[] = [];
    for (let begun = 0; begun < limit; begun += 1) {
      records.push(await created(await createFile(technician.token, requestId, photo())));
    }

    const whileAllUploading = await createFile(technician.token, requestId, photo());
    await expectConflict(whileAllUploading, 'photo_limit', m.photoLimit(limit));

    const [first, ...others] = records as [JobFileRecord, ...JobFileRecord[]];
    await service.testDb
      .db('job_files')
      .where({ id: first.id })
      .update({ created_at: new Date(Date.now() - 25 * HOUR_MS) });
    const late = await created(await createFile(technician.token, requestId, photo()));
    for (const record of [...others, late]) {
      expect((await markStored(technician.token, record.id)).status).toBe(200);
    }

    const abandonedComesBack = await markStored(technician.token, first.id);
    await expectConflict(abandonedComesBack, 'photo_limit', m.photoLimit(limit));
    expect(await readFile(technician.token, first.id)).toMatchObject({ status: 200 });
  });
});

describe('racing for the last place', () => {
  it('gives it to one upload only', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Bethel');
    await setServiceType(requestId, 'custom-request');
    for (let taken = 1; taken < service.files.photoLimit; taken += 1) {
      await uploaded(technician.token, requestId, photo());
    }

    const racers = await Promise.all(
      [1, 2, 3].map(() => createFile(technician.token, requestId, photo())),
    );

    expect(racers.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect(await fileRows(requestId)).toHaveLength(service.files.photoLimit);
  });
});

describe('who may upload', () => {
  it('lets only the assigned technician add photos', async () => {
    const { requestId, company } = await onSite.onSiteJob('Kotzebue');
    const stranger = helpers.technicianFor('Kotzebue');
    const otherCompany = helpers.companyIn('Kotzebue');

    const byStranger = await createFile(stranger.token, requestId, photo());
    const byCompany = await createFile(company.token, requestId, photo());
    const byAdmin = await createFile(helpers.adminToken(), requestId, photo());
    const byOtherCompany = await createFile(otherCompany.token, requestId, photo());
    const unknown = await createFile(stranger.token, randomUUID(), photo());

    expect(byStranger.status).toBe(404);
    expect(await problemOf(byStranger)).toMatchObject({
      detail: messages.lifecycle.requestNotFound,
    });
    expect(byCompany.status).toBe(403);
    expect(byAdmin.status).toBe(403);
    expect(byOtherCompany.status).toBe(403);
    expect(unknown.status).toBe(404);
    expect(await fileRows(requestId)).toEqual([]);
  });

  it('lets every party of the job attach files, whatever its status, and nobody else', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Dillingham');
    const otherCompany = helpers.companyIn('Dillingham');
    const stranger = helpers.technicianFor('Dillingham');

    const byCompany = await created(await createFile(company.token, requestId, attachment()));
    const byTechnician = await created(await createFile(technician.token, requestId, attachment()));
    const byAdmin = await created(await createFile(helpers.adminToken(), requestId, attachment()));
    const byOtherCompany = await createFile(otherCompany.token, requestId, attachment());
    const byStranger = await createFile(stranger.token, requestId, attachment());

    expect(byCompany).toMatchObject({
      requestId,
      kind: 'attachment',
      status: 'uploading',
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      size: 1_500_000,
      keepLocation: false,
      uploadedByCaller: true,
      receivedAt: null,
    });
    expect(byOtherCompany.status).toBe(404);
    expect(byStranger.status).toBe(404);
    const rows = await fileRows(requestId);
    expect(rows.map((row) => [row.id, row.uploader_role])).toEqual([
      [byCompany.id, 'company'],
      [byTechnician.id, 'technician'],
      [byAdmin.id, 'admin'],
    ]);
  });

  it('refuses a photo that is not an image, before anything is recorded', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Bethel');

    const response = await createFile(
      technician.token,
      requestId,
      photo({ contentType: 'application/pdf', fileName: 'scan.pdf' }),
    );

    expect(response.status).toBe(400);
    expect((await problemOf(response)).errors).toEqual([
      { field: 'contentType', message: m.unsupportedPhotoType },
    ]);
  });
});

describe('the job status', () => {
  it('takes photos only on site or once the work is done', async () => {
    const { requestId, technician } = await onSite.acceptedJob('Bethel');

    const beforeCheckIn = await createFile(technician.token, requestId, photo());
    await expectConflict(beforeCheckIn, 'job_not_uploadable', m.notUploadable('Accepted'));

    expect((await onSite.checkIn(technician, requestId)).status).toBe(200);
    await uploaded(technician.token, requestId, photo());
    expect((await onSite.checkOut(technician, requestId)).status).toBe(200);
    await uploaded(technician.token, requestId, photo());
  });

  it('refuses to store a photo whose job was approved while it uploaded, but keeps attachments coming', async () => {
    const { requestId, company, technician } = await onSite.workDoneJob('Nome');
    const pending = await created(await createFile(technician.token, requestId, photo()));
    expect((await onSite.approve(company.token, requestId)).status).toBe(200);

    const stored = await markStored(technician.token, pending.id);

    await expectConflict(stored, 'job_not_uploadable', m.notUploadable('Completed'));
    await uploaded(company.token, requestId, attachment());
    await uploaded(technician.token, requestId, attachment());
  });
});

describe('uploading again under the same clientId', () => {
  it('tells the device its file already arrived, and replaces an upload that never finished', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Bethel');
    const done = photo();
    const lost = photo();
    await uploaded(technician.token, requestId, done);
    const firstTry = await created(await createFile(technician.token, requestId, lost));

    const doneAgain = await createFile(technician.token, requestId, done);
    const lostAgain = await created(await createFile(technician.token, requestId, lost));

    await expectConflict(doneAgain, 'file_already_uploaded', m.alreadyUploaded);
    expect(lostAgain.id).not.toBe(firstTry.id);
    expect((await readFile(technician.token, firstTry.id)).status).toBe(404);
    expect((await fileRows(requestId)).map((row) => [row.client_id, row.status])).toEqual([
      [done.clientId, 'stored'],
      [lost.clientId, 'uploading'],
    ]);
  });
});

describe('reading a file', () => {
  async function jobWithPhotos() {
    const job = await onSite.onSiteJob('Kotzebue');
    const stored = await uploaded(job.technician.token, job.requestId, photo());
    const uploading = await created(await createFile(job.technician.token, job.requestId, photo()));
    return { ...job, stored, uploading };
  }

  it('shows a stored file to the job’s company, its technician and admins only', async () => {
    const { company, technician, stored } = await jobWithPhotos();
    const stranger = helpers.technicianFor('Kotzebue');
    const otherCompany = helpers.companyIn('Kotzebue');

    for (const token of [company.token, technician.token, helpers.adminToken()]) {
      const response = await readFile(token, stored.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({
        id: stored.id,
        status: 'stored',
        uploadedByCaller: token === technician.token,
        receivedAt: stored.receivedAt,
      });
    }
    for (const token of [stranger.token, otherCompany.token]) {
      const response = await readFile(token, stored.id);
      expect(response.status).toBe(404);
      expect(await problemOf(response)).toMatchObject({ detail: m.fileNotFound });
    }
    expect((await readFile(company.token, randomUUID())).status).toBe(404);
    expect((await readFile(company.token, 'not-an-id')).status).toBe(404);
  });

  it('shows an unfinished upload to its uploader only, and stops it when the job changes hands', async () => {
    const { requestId, company, technician, uploading } = await jobWithPhotos();

    const byUploader = await readFile(technician.token, uploading.id);
    expect(byUploader.status).toBe(200);
    expect(await byUploader.json()).toMatchObject({ status: 'uploading', uploadedByCaller: true });
    expect((await readFile(company.token, uploading.id)).status).toBe(404);
    expect((await readFile(helpers.adminToken(), uploading.id)).status).toBe(404);

    const successor: TechnicianSide = helpers.technicianFor('Kotzebue');
    await service.testDb
      .db('service_requests')
      .where({ id: requestId })
      .update({ assigned_technician_id: successor.id });

    expect((await readFile(technician.token, uploading.id)).status).toBe(404);
    expect((await markStored(technician.token, uploading.id)).status).toBe(404);
  });
});

describe('finishing and giving up an upload', () => {
  it('records what the bytes really were, once, for the uploader only', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Bethel');
    const record = await created(
      await createFile(technician.token, requestId, photo({ contentType: 'image/png' })),
    );

    const byCompany = await markStored(company.token, record.id);
    const notAnImage = await markStored(technician.token, record.id, {
      ...JPEG_BYTES,
      contentType: 'application/pdf',
      width: null,
      height: null,
    });
    const first = await markStored(technician.token, record.id);
    const again = await markStored(technician.token, record.id, { ...JPEG_BYTES, size: 99 });

    expect(byCompany.status).toBe(404);
    expect(notAnImage.status).toBe(400);
    expect((await problemOf(notAnImage)).errors).toEqual([
      { field: 'contentType', message: m.unsupportedPhotoType },
    ]);
    expect(first.status).toBe(200);
    const file = (await first.json()) as JobFile;
    expect(file).toEqual({
      id: record.id,
      kind: 'photo',
      fileName: 'meter.jpg',
      contentType: 'image/jpeg',
      size: JPEG_BYTES.size,
      width: 4032,
      height: 3024,
      capturedAt: expect.any(String),
      receivedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(file.receivedAt)).toBeLessThan(60_000);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(file);
  });

  it('lets only the uploader give up an unfinished upload', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Bethel');
    const uploading = await created(await createFile(technician.token, requestId, photo()));
    const stored = await uploaded(technician.token, requestId, photo());

    expect((await deleteFile(company.token, uploading.id)).status).toBe(404);
    expect((await deleteFile(helpers.adminToken(), uploading.id)).status).toBe(404);
    expect((await deleteFile(technician.token, stored.id)).status).toBe(404);
    expect((await deleteFile(technician.token, uploading.id)).status).toBe(204);

    expect((await readFile(technician.token, uploading.id)).status).toBe(404);
    expect((await fileRows(requestId)).map((row) => row.id)).toEqual([stored.id]);
  });
});

describe("the caller's unfinished uploads", () => {
  it('are their own files still uploading and younger than a day, oldest first', async () => {
    const { requestId, company, technician } = await onSite.acceptedJob('Unalakleet');
    const unfinished = (token: string) => helpers.call('GET', '/files/unfinished', token);
    const first = await created(await createFile(technician.token, requestId, attachment()));
    const second = await created(await createFile(technician.token, requestId, attachment()));
    await uploaded(technician.token, requestId, attachment());
    const abandoned = await created(await createFile(technician.token, requestId, attachment()));
    await service.testDb
      .db('job_files')
      .where({ id: abandoned.id })
      .update({ created_at: new Date(Date.now() - 25 * HOUR_MS) });
    const companys = await created(await createFile(company.token, requestId, attachment()));

    const own = await unfinished(technician.token);

    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const { items } = (await own.json()) as { items: JobFileRecord[] };
    expect(items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(items[0]).toMatchObject({
      status: 'uploading',
      size: 1_500_000,
      uploadedByCaller: true,
    });
    const forCompany = (await (await unfinished(company.token)).json()) as {
      items: JobFileRecord[];
    };
    expect(forCompany.items.map((item) => item.id)).toEqual([companys.id]);
    expect((await helpers.call('GET', '/files/unfinished', undefined)).status).toBe(401);
  });
});

describe('the report', () => {
  it('lists the stored photos only, oldest taken first, to the company and the technician', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Nome');
    const later = await uploaded(technician.token, requestId, photo({ capturedAt: hoursAgo(1) }));
    const earlier = await uploaded(technician.token, requestId, photo({ capturedAt: hoursAgo(2) }));
    await created(await createFile(technician.token, requestId, photo()));
    await uploaded(company.token, requestId, attachment());

    const details = await onSite.detailsOf(requestId, company.token);
    const jobs = (await (
      await helpers.call('GET', '/technicians/me/jobs', technician.token)
    ).json()) as TechnicianJobs;

    const unmarked = [earlier, later].map((photo) => ({ ...photo, strokes: [] }));
    expect(details.report.photos).toEqual(unmarked);
    expect(jobs.items.find((job) => job.requestId === requestId)?.report?.photos).toEqual(unmarked);
  });
});

describe('abandoned uploads', () => {
  it('are given up once a day has passed, leaving stored files alone', async () => {
    const { requestId, technician } = await onSite.onSiteJob('Bethel');
    const stored = await uploaded(technician.token, requestId, photo());
    const uploading = await created(await createFile(technician.token, requestId, photo()));
    const db = service.testDb.db;

    await runUploadCleanup({ db }, new Date(Date.now() + 23 * HOUR_MS));
    expect((await fileRows(requestId)).map((row) => row.id)).toEqual([stored.id, uploading.id]);

    const late = await runUploadCleanup({ db }, new Date(Date.now() + 25 * HOUR_MS));
    expect(late).toBeGreaterThanOrEqual(1);
    expect((await fileRows(requestId)).map((row) => row.id)).toEqual([stored.id]);
  });
});

describe('the attachments a message may carry', () => {
  it('are the poster’s own stored attachments on that request, in the order asked for', async () => {
    const { requestId, company, technician } = await onSite.onSiteJob('Nome');
    const other = await onSite.onSiteJob('Bethel');
    const first = await uploaded(company.token, requestId, attachment());
    const second = await uploaded(company.token, requestId, attachment());
    const unfinished = await created(await createFile(company.token, requestId, attachment()));
    const technicians = await uploaded(technician.token, requestId, attachment());
    const aPhoto = await uploaded(technician.token, requestId, photo());
    const elsewhere = await uploaded(other.company.token, other.requestId, attachment());
    const db = service.testDb.db;

    const own = await storedAttachmentsOf(db, requestId, [second.id, first.id], company.sub);
    const mixed = await storedAttachmentsOf(
      db,
      requestId,
      [first.id, unfinished.id, technicians.id, aPhoto.id, elsewhere.id, randomUUID()],
      company.sub,
    );
    const byId = await filesByIds(db, [first.id, elsewhere.id, randomUUID()]);

    expect(own.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(mixed.map((row) => row.id)).toEqual([first.id]);
    expect(await storedAttachmentsOf(db, requestId, [], company.sub)).toEqual([]);
    expect([...byId.keys()].sort()).toEqual([first.id, elsewhere.id].sort());
    expect(byId.get(elsewhere.id)).toMatchObject({ request_id: other.requestId });
  });
});

describe('PHOTO_LIMIT', () => {
  const env = {
    PORT: '4003',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    KEYCLOAK_URL: 'http://localhost:8081',
    INTERNAL_API_TOKEN: TEST_INTERNAL_API_TOKEN,
  };

  it('defaults to the shared number and takes only a positive whole number', () => {
    const byDefault = parseEnv(configSchema, env);
    const set = parseEnv(configSchema, { ...env, PHOTO_LIMIT: '12' });
    const problems = ['0', '2.5', 'many'].map((value) => {
      const parsed = parseEnv(configSchema, { ...env, PHOTO_LIMIT: value });
      return parsed.ok ? [] : parsed.problems.map((problem) => problem.variable);
    });

    expect(byDefault.ok && byDefault.value.PHOTO_LIMIT).toBe(DEFAULT_PHOTO_LIMIT);
    expect(set.ok && set.value.PHOTO_LIMIT).toBe(12);
    expect(problems).toEqual([['PHOTO_LIMIT'], ['PHOTO_LIMIT'], ['PHOTO_LIMIT']]);
  });
});
