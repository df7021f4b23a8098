/**
 * A technician's photo over a village satellite link: one 5 MB photo uploaded through the bff's tus
 * endpoint behind an emulated 400 kbit/s, 800 ms round-trip link that drops once mid-upload. The
 * upload must finish and send again less than a tenth of the photo: only what was in flight when the
 * link dropped, never the part the server already holds.
 */
import { randomUUID } from 'node:crypto';
import { createServiceTicketNumber, UPLOAD_CHUNK_BYTES } from '@rha/contracts';
import pg from 'pg';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import type { DevIdp } from '../stack/stack.js';
import { startSlowLink } from './slow-link.js';
import { subjectOf } from './token-subject.js';

export const uploadLink = { bitsPerSecond: 400_000, roundTripMs: 800 };
export const uploadTarget = { maxResentShare: 0.1 };
const photoBytes = 5 * 1024 * 1024;
/** Where the link drops: a little past the middle of the photo. */
const dropShare = 0.55;
const technicianEmail = 'technician@example.com';

export interface UploadMeasurement {
  photoBytes: number;
  uploadedBytes: number;
  resentBytes: number;
  resentShare: number;
  drops: number;
  seconds: number;
  stored: boolean;
}

/**
 * A JPEG of camera noise (which does not compress), as close under 5 MB as the encoder's quality
 * steps allow: the size of a phone photo.
 */
async function makePhoto(): Promise<Buffer> {
  const side = 2600;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  for (let quality = 100; ; quality -= 1) {
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= photoBytes || quality <= 50) return jpeg;
  }
}

/**
 * A Remote Eyes job the demo technician is on site for, written straight into the service's schema.
 * Each run's job belongs to a company of its own, so its ticket number is never taken.
 */
export async function seedOnSiteJob(databaseUrl: string, technicianId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await insertOnSiteJob(client, technicianId);
  } finally {
    await client.end();
  }
}

async function insertOnSiteJob(client: pg.Client, technicianId: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into service_request.service_requests
         (ticket_number, service_type, status, submitted_by, company_id, location_id,
          job_description, preferred_date, assigned_technician_id, assigned_technician_name,
          eta, checked_in_at, check_in_captured_at)
       values ($1, 'remote-eyes', 'On site', $2, $3, $4, 'Bench: photos of the clinic''s panel',
               current_date, $5, 'Bench Technician', now(), now(), now())
       returning id`,
    [createServiceTicketNumber(), randomUUID(), randomUUID(), randomUUID(), technicianId],
  );
  const [row] = rows;
  if (!row) throw new Error('the bench job was not stored');
  return row.id;
}

export async function benchUpload(
  idp: DevIdp,
  webUrl: string,
  databaseUrl: string,
): Promise<UploadMeasurement> {
  const token = await idp.issueAccessToken(technicianEmail);
  const requestId = await seedOnSiteJob(databaseUrl, subjectOf(token));
  const photo = await makePhoto();
  const target = new URL(webUrl);
  const link = await startSlowLink({
    target: { host: '127.0.0.1', port: Number(target.port) },
    ...uploadLink,
    dropAfterUploadedBytes: Math.round(photo.length * dropShare),
  });
  const started = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(photo, {
        endpoint: `http://127.0.0.1:${link.port}/api/uploads`,
        headers: { authorization: `Bearer ${token}` },
        metadata: {
          requestId,
          kind: 'photo',
          clientId: randomUUID(),
          fileName: 'panel.jpg',
          contentType: 'image/jpeg',
          capturedAt: new Date().toISOString(),
          keepLocation: 'false',
        },
        uploadSize: photo.length,
        // In parts, as the web app sends them.
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: [500, 1000, 2000, 4000],
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    const seconds = (performance.now() - started) / 1000;
    const uploadedBytes = link.uploadedBytes();
    const resentBytes = Math.max(0, uploadedBytes - photo.length);
    const jobs = await fetch(`${webUrl}/api/technicians/jobs`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await jobs.json()) as {
      items: { requestId: string; report: { photos: unknown[] } | null }[];
    };
    const job = body.items.find((entry) => entry.requestId === requestId);
    return {
      photoBytes: photo.length,
      uploadedBytes,
      resentBytes,
      resentShare: Math.round((resentBytes / photo.length) * 1000) / 1000,
      drops: link.drops(),
      seconds: Math.round(seconds * 10) / 10,
      stored: job?.report?.photos.length === 1,
    };
  } finally {
    await link.close();
  }
}
