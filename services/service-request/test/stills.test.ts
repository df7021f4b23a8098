import { randomUUID } from 'node:crypto';
import {
  messages,
  RECORDING_LIMITS,
  STILL_LIMITS,
  type JobFile,
  type JobFileRecord,
  type PhotoStrokes,
  type Stroke,
  type TechnicianJobs,
} from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { problemOf } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { service, helpers, onSite } = useOnSiteService('service_request_stills');

const m = messages.jobFiles;

function file(kind: string, contentType: string, overrides: Record<string, unknown> = {}) {
  return {
    kind,
    clientId: randomUUID(),
    fileName: `${kind}.bin`,
    contentType,
    size: 800_000,
    capturedAt: hoursAgo(0),
    ...overrides,
  };
}

const createFile = (token: string, requestId: string, body: unknown) =>
  helpers.call('POST', `/service-requests/${requestId}/files`, token, body);

async function uploaded(
  token: string,
  requestId: string,
  body: ReturnType<typeof file>,
  width: number | null = 4032,
): Promise<JobFile> {
  const response = await createFile(token, requestId, body);
  expect(response.status).toBe(201);
  const record = (await response.json()) as JobFileRecord;
  const stored = await helpers.call('POST', `/files/${record.id}/stored`, token, {
    contentType: body.contentType.split(';')[0],
    size: body.size,
    width,
    height: width && 3024,
  });
  expect(stored.status).toBe(200);
  return (await stored.json()) as JobFile;
}

const arrow = (x = 0.5): Stroke => ({
  id: randomUUID(),
  tool: 'arrow',
  from: { x: 0.1, y: 0.1 },
  to: { x, y: 0.5 },
});

const draw = (token: string, fileId: string, strokes: unknown[]) =>
  helpers.call('POST', `/stills/${fileId}/strokes`, token, { strokes });
const undo = (token: string, fileId: string, strokeId: string) =>
  helpers.call('DELETE', `/stills/${fileId}/strokes/${strokeId}`, token);

/** An on-site job with one stored photo of the technician's. */
async function stillOnJob(community: string) {
  const job = await onSite.onSiteJob(community);
  const photo = await uploaded(job.technician.token, job.requestId, file('photo', 'image/jpeg'));
  return { ...job, photo };
}

describe('marks on a job photo', () => {
  it("are drawn by the job's technician, a user of its company and an admin, each as their side", async () => {
    const { photo, technician, company } = await stillOnJob('Bethel');
    const byTechnician = arrow();
    const byCompany: Stroke = {
      id: randomUUID(),
      tool: 'circle',
      from: { x: 0.5, y: 0.5 },
      to: { x: 0.6, y: 0.5 },
    };
    const byAdmin: Stroke = { id: randomUUID(), tool: 'text', at: { x: 0, y: 1 }, text: 'Here' };

    expect((await draw(technician.token, photo.id, [byTechnician])).status).toBe(201);
    expect((await draw(company.token, photo.id, [byCompany])).status).toBe(201);
    const last = await draw(helpers.adminToken(), photo.id, [byAdmin]);

    expect(last.status).toBe(201);
    const body = (await last.json()) as PhotoStrokes;
    expect(body.items.map(({ stroke, authorRole }) => [stroke, authorRole])).toEqual([
      [byTechnician, 'technician'],
      [byCompany, 'company'],
      [byAdmin, 'admin'],
    ]);
    expect(body.items[1]?.authorId).toBe(company.sub);
  });

  it('are refused to anyone else as an unknown photo, and on a file that is no photo', async () => {
    const { photo, requestId, technician } = await stillOnJob('Nome');
    const otherCompany = helpers.companyIn('Nome');
    const otherTechnician = helpers.technicianFor('Nome');

    for (const token of [otherCompany.token, otherTechnician.token]) {
      const refused = await draw(token, photo.id, [arrow()]);
      expect(refused.status).toBe(404);
      expect((await helpers.call('GET', `/stills/${photo.id}/strokes`, token)).status).toBe(404);
    }
    const clip = await uploaded(technician.token, requestId, file('clip', 'video/webm'), null);
    expect((await draw(technician.token, clip.id, [arrow()])).status).toBe(404);
    expect(await service.testDb.db('photo_strokes').where({ file_id: photo.id })).toEqual([]);
  });

  it('are refused to a technician suspended while holding the job', async () => {
    const { photo, requestId, technician, company } = await stillOnJob('Kiana');
    await service.testDb.db('held_jobs').insert({
      request_id: requestId,
      technician_id: technician.id,
      vetting_status: 'suspended',
      held_since: new Date(),
    });

    const refused = await draw(technician.token, photo.id, [arrow()]);

    expect(refused.status).toBe(403);
    expect(await problemOf(refused)).toMatchObject({ code: 'job_awaiting_decision' });
    expect((await draw(company.token, photo.id, [arrow()])).status).toBe(201);
  });

  it('answer bad marks with 400 naming the field', async () => {
    const { photo, company } = await stillOnJob('Bethel');

    const offPhoto = await draw(company.token, photo.id, [
      arrow(1.5),
      { id: randomUUID(), tool: 'text', at: { x: 0.2, y: 0.2 }, text: '' },
    ]);

    expect(offPhoto.status).toBe(400);
    expect((await problemOf(offPhoto)).errors).toEqual([
      { field: 'strokes.0.to.x', message: messages.stills.invalidPoint },
      { field: 'strokes.1.text', message: messages.stills.textRequired },
    ]);
  });

  it('are stored once when sent again, and bounded per photo', async () => {
    const { photo, company } = await stillOnJob('Nome');
    const first = arrow();
    await draw(company.token, photo.id, [first]);
    const again = (await (await draw(company.token, photo.id, [first])).json()) as PhotoStrokes;
    expect(again.items).toHaveLength(1);

    for (let stored = 1; stored < STILL_LIMITS.strokesMax - 1;) {
      const count = Math.min(
        STILL_LIMITS.strokesPerRequestMax,
        STILL_LIMITS.strokesMax - 1 - stored,
      );
      const response = await draw(
        company.token,
        photo.id,
        Array.from({ length: count }, () => arrow()),
      );
      expect(response.status).toBe(201);
      stored += count;
    }
    const over = await draw(company.token, photo.id, [arrow(), arrow()]);
    expect(over.status).toBe(400);
    expect((await problemOf(over)).errors).toEqual([
      { field: 'strokes', message: messages.stills.tooManyStrokes(STILL_LIMITS.strokesMax) },
    ]);
  });

  it('are taken back only by whoever drew them', async () => {
    const { photo, technician, company } = await stillOnJob('Bethel');
    const theirs = arrow();
    const mine = arrow();
    await draw(technician.token, photo.id, [theirs]);
    await draw(company.token, photo.id, [mine]);

    expect((await undo(company.token, photo.id, theirs.id)).status).toBe(404);
    expect((await undo(company.token, photo.id, mine.id)).status).toBe(204);

    const left = await helpers.call('GET', `/stills/${photo.id}/strokes`, technician.token);
    expect(((await left.json()) as PhotoStrokes).items.map((item) => item.stroke.id)).toEqual([
      theirs.id,
    ]);
  });
});

describe('clips and voice notes', () => {
  it("stay on the job and appear in its report with the photos' marks", async () => {
    const { photo, requestId, technician, company } = await stillOnJob('Bethel');
    const mark = arrow();
    await draw(company.token, photo.id, [mark]);
    const clip = await uploaded(
      technician.token,
      requestId,
      file('clip', 'video/webm;codecs=vp8,opus'),
      null,
    );
    const answer = await uploaded(company.token, requestId, file('voiceNote', 'audio/webm'), null);

    for (const token of [company.token, helpers.adminToken()]) {
      const { report } = await onSite.detailsOf(requestId, token);
      expect(report.recordings.map(({ id, kind }) => [id, kind])).toEqual([
        [clip.id, 'clip'],
        [answer.id, 'voiceNote'],
      ]);
      expect(report.photos).toEqual([
        expect.objectContaining({
          id: photo.id,
          strokes: [expect.objectContaining({ stroke: mark, authorRole: 'company' })],
        }),
      ]);
    }
    const jobs = await helpers.call('GET', '/technicians/me/jobs', technician.token);
    const job = ((await jobs.json()) as TechnicianJobs).items.find(
      (each) => each.requestId === requestId,
    );
    expect(job?.report?.recordings.map(({ id }) => id)).toEqual([clip.id, answer.id]);
  });

  it('take only the recorded types, each from its own side, within its size', async () => {
    const { requestId, technician, company } = await onSite.acceptedJob('Nome');

    const wrongType = await createFile(technician.token, requestId, file('clip', 'image/jpeg'));
    expect(wrongType.status).toBe(400);
    expect((await problemOf(wrongType)).errors).toEqual([
      { field: 'contentType', message: m.unsupportedClipType },
    ]);
    const tooLarge = await createFile(
      technician.token,
      requestId,
      file('clip', 'video/mp4', { size: RECORDING_LIMITS.clip.maxBytes + 1 }),
    );
    expect(tooLarge.status).toBe(400);
    expect((await createFile(company.token, requestId, file('clip', 'video/webm'))).status).toBe(
      403,
    );
    expect(
      (await createFile(technician.token, requestId, file('voiceNote', 'audio/ogg'))).status,
    ).toBe(404);

    const clip = await createFile(technician.token, requestId, file('clip', 'video/webm'));
    const record = (await clip.json()) as JobFileRecord;
    const notAVideo = await helpers.call('POST', `/files/${record.id}/stored`, technician.token, {
      contentType: 'image/png',
      size: 1000,
      width: 10,
      height: 10,
    });
    expect(notAVideo.status).toBe(400);
    expect((await problemOf(notAVideo)).errors).toEqual([
      { field: 'contentType', message: m.unsupportedClipType },
    ]);
  });

  it('are refused once no technician holds the job', async () => {
    const { requestId, company } = await onSite.completedJob('Kiana');

    const late = await createFile(company.token, requestId, file('voiceNote', 'audio/webm'));

    expect(late.status).toBe(409);
    expect(await problemOf(late)).toMatchObject({
      code: 'job_not_recordable',
      detail: m.notRecordable('Completed'),
    });
  });
});
