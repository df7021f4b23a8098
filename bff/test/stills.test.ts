import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, type PhotoStrokes, type Problem } from '@rha/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  personOf,
  registeredCompany,
  startRequestStack,
  type RequestStack,
  type StackPerson,
} from './support/request-stack.js';
import { requestForm } from './support/requests.js';
import { createUpload, patchUpload, photoMetadata } from './support/tus.js';

let stack: RequestStack;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rha-stills-'));
  stack = await startRequestStack('bff_stills', { FILE_STORAGE_DIR: folder });
});

afterAll(async () => {
  await stack?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The start of a WebM file as Chromium's recorder writes it: the EBML header naming `webm`. */
const webmHeader = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581 02'.replace(/ /g, ''),
  'hex',
);
const recording = () => Buffer.concat([webmHeader, randomBytes(40_000)]);

interface Job {
  id: string;
  company: StackPerson;
  technician: StackPerson;
}

/** A request of a real company, put On site with a technician by SQL. */
async function jobOnSite(): Promise<Job> {
  const company = personOf(stack, 'company');
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
  const technician = personOf(stack, 'technician');
  const requests = stack.requestsDb.db('service_requests');
  const { id } = (await requests.where({ submitted_by: company.sub }).first()) as { id: string };
  await stack.requestsDb
    .db('service_requests')
    .where({ id })
    .update({
      status: 'On site',
      assigned_technician_id: technician.sub,
      assigned_technician_name: 'Nora Nome',
      assigned_technician_email: 'nora@example.com',
      eta: new Date(Date.now() + 86_400_000),
    });
  return { id, company, technician };
}

const clipMetadata = (requestId: string, overrides: Record<string, string> = {}) =>
  photoMetadata(requestId, {
    kind: 'clip',
    fileName: 'clip.webm',
    contentType: 'video/webm;codecs=vp8,opus',
    ...overrides,
  });

/** Sends the bytes in one go; answers the PATCH's response and the file id. */
async function send(person: StackPerson, metadata: Record<string, string>, bytes: Buffer) {
  const created = await createUpload(stack.bff.url, person.token, metadata, bytes.length);
  expect(created.status).toBe(201);
  const url = `${stack.bff.url}${created.headers.get('location')}`;
  return {
    response: await patchUpload(url, person.token, 0, bytes),
    fileId: url.split('/').pop()!,
  };
}

const download = (fileId: string, token: string) =>
  fetch(`${stack.bff.url}/api/files/${fileId}/original`, {
    headers: { authorization: `Bearer ${token}` },
  });

const call = (method: string, route: string, token: string, body?: unknown) =>
  fetch(`${stack.bff.url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('a clip and a voice note', () => {
  it('go up through the resumable upload and play back on the other side as recorded', async () => {
    const job = await jobOnSite();
    const clipBytes = recording();
    const clip = await send(job.technician, clipMetadata(job.id), clipBytes);
    expect(clip.response.status).toBe(204);
    const note = await send(
      job.company,
      clipMetadata(job.id, {
        kind: 'voiceNote',
        fileName: 'answer.webm',
        contentType: 'audio/webm',
      }),
      recording(),
    );
    expect(note.response.status).toBe(204);

    const played = await download(clip.fileId, job.company.token);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await played.arrayBuffer()).equals(clipBytes)).toBe(true);
    expect((await download(note.fileId, job.technician.token)).headers.get('content-type')).toBe(
      'audio/webm',
    );
  });

  it('is refused when its bytes are not the recording it claims to be, or its type is not recorded', async () => {
    const job = await jobOnSite();
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .jpeg()
      .toBuffer();

    const disguised = await send(job.technician, clipMetadata(job.id), photo);
    expect(disguised.response.status).toBe(415);
    expect(((await disguised.response.json()) as Problem).detail).toBe(
      messages.jobFiles.unreadable,
    );
    const asPhotoType = await createUpload(
      stack.bff.url,
      job.technician.token,
      clipMetadata(job.id, { contentType: 'image/jpeg' }),
      photo.length,
    );
    expect(asPhotoType.status).toBe(400);
    expect(((await asPhotoType.json()) as Problem).errors).toEqual([
      { field: 'contentType', message: messages.jobFiles.unsupportedClipType },
    ]);
    expect(await stack.requestsDb.db('job_files').where({ request_id: job.id })).toEqual([]);
  });
});

describe('marks on a still', () => {
  it('are drawn through the bff by the job parties and refused to a stranger', async () => {
    const job = await jobOnSite();
    const still = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 90, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const { response, fileId } = await send(job.technician, photoMetadata(job.id), still);
    expect(response.status).toBe(204);
    const mark = { id: randomUUID(), tool: 'arrow', from: { x: 0, y: 0 }, to: { x: 0.5, y: 0.5 } };

    const drawn = await call('POST', `/api/stills/${fileId}/strokes`, job.company.token, {
      strokes: [mark],
    });
    expect(drawn.status).toBe(201);
    const read = await call('GET', `/api/stills/${fileId}/strokes`, job.technician.token);
    expect(((await read.json()) as PhotoStrokes).items).toEqual([
      expect.objectContaining({ stroke: mark, authorRole: 'company' }),
    ]);
    const stranger = personOf(stack, 'company');
    expect(
      (await call('POST', `/api/stills/${fileId}/strokes`, stranger.token, { strokes: [mark] }))
        .status,
    ).toBe(404);
    const bad = await call('POST', `/api/stills/${fileId}/strokes`, job.company.token, {
      strokes: [{ ...mark, to: { x: 2, y: 0 } }],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Problem).errors).toEqual([
      { field: 'strokes.0.to.x', message: messages.stills.invalidPoint },
    ]);
  });
});
