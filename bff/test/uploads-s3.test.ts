import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createCompanyClient } from '@rha/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithLocation } from './support/images.js';
import { motoServer, startMoto, type Moto } from './support/moto.js';
import { startRequestStack, type RequestStack } from './support/request-stack.js';
import { requestForm } from './support/requests.js';
import { tokenFor } from './support/stack.js';
import { createUpload, headUpload, interruptedPatch, patchUpload } from './support/tus.js';

let moto: Moto;
let stack: RequestStack;

beforeAll(async () => {
  if (!motoServer) return;
  moto = await startMoto('rha-job-files');
  const { settings } = moto;
  stack = await startRequestStack('bff_uploads_s3', {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: settings.region,
    S3_BUCKET: settings.bucket,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: settings.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials.secretAccessKey,
  });
});

afterAll(async () => {
  await stack?.stop();
  await moto?.stop();
});

async function keysInBucket(): Promise<string[]> {
  const client = new S3Client(moto.settings);
  const { Contents = [] } = await client.send(
    new ListObjectsV2Command({ Bucket: moto.settings.bucket }),
  );
  client.destroy();
  return Contents.map(({ Key }) => Key ?? '').sort();
}

describe.runIf(motoServer)('uploads kept in S3', () => {
  it('resumes a cut-off upload from the bucket and keeps only the checked copies', async () => {
    const companySub = randomUUID();
    const companyToken = tokenFor(stack.issuer, companySub, ['company']);
    const { data } = await createCompanyClient({ baseUrl: stack.company.url }).PUT(
      '/companies/me',
      {
        headers: { authorization: `Bearer ${companyToken}` },
        body: {
          companyName: 'Nome Clinic',
          location: { address: '1 Front St', city: 'Nome', state: 'Alaska', zipCode: '99762' },
        },
      },
    );
    const submitted = await fetch(`${stack.bff.url}/api/service-request/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${companyToken}` },
      body: JSON.stringify(requestForm(data?.locationId ?? '')),
    });
    expect(submitted.status).toBe(201);
    const technicianSub = randomUUID();
    const technician = tokenFor(stack.issuer, technicianSub, ['technician']);
    const requests = () => stack.requestsDb.db('service_requests');
    const { id } = (await requests().where({ submitted_by: companySub }).first()) as { id: string };
    await requests().where({ id }).update({
      status: 'On site',
      assigned_technician_id: technicianSub,
    });
    const bytes = await photoWithLocation(2000, 1500);
    const created = await createUpload(
      stack.bff.url,
      technician,
      {
        requestId: id,
        kind: 'photo',
        clientId: randomUUID(),
        fileName: 'panel.jpg',
        contentType: 'image/jpeg',
        capturedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      bytes.length,
    );
    expect(created.status).toBe(201);
    const url = `${stack.bff.url}${created.headers.get('location')}`;
    const fileId = url.split('/').pop() ?? '';

    await interruptedPatch(url, technician, bytes, Math.floor(bytes.length / 2));
    const offset = Number((await headUpload(url, technician)).headers.get('upload-offset'));
    expect(offset).toBeLessThan(bytes.length);
    const rest = await patchUpload(url, technician, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);

    const display = await fetch(`${stack.bff.url}/api/files/${fileId}/display`, {
      headers: { authorization: `Bearer ${companyToken}` },
    });
    expect(display.status).toBe(200);
    const meta = await sharp(Buffer.from(await display.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1200]);
    // tus's own objects of the upload go once the copies are stored.
    let keys = await keysInBucket();
    for (
      let attempt = 0;
      attempt < 40 && keys.some((key) => !key.startsWith('files/'));
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      keys = await keysInBucket();
    }
    expect(keys).toEqual(
      ['display', 'original', 'thumbnail'].map((variant) => `files/${fileId}/${variant}`),
    );
  });
});
