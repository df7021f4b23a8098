/**
 * Another user's downloads while a technician's images arrive: an admin fetches a stored photo over and over
 * (two at a time, as a page of thumbnails does), alone, then while six PNGs whose headers declare 16383x16383
 * pixels arrive at once, then while six real 48 MP photos do. The first six are refused from their header;
 * the others wait their turn in the bff's image queue (IMAGE_JOB_CONCURRENCY), so the downloads' p95 must stay
 * low in both.
 */
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { DevIdp } from '../stack/stack.js';
import { seedOnSiteJob } from './bench-upload.js';
import { subjectOf } from './token-subject.js';

/**
 * p95 of the downloads while the images arrive. With every image decoded at once this machine measured about
 * 1.9 s (and the huge canvases, decoded, took downloads to 12 s); with the queue, a few hundred ms.
 */
export const imageUploadTarget = { maxDownloadP95Ms: 500 };
const uploadsAtOnce = 6;
const downloadLoops = 2;
const aloneMs = 3_000;

export interface DownloadFigures {
  downloads: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface ImageUploadMeasurement {
  alone: DownloadFigures;
  hugeCanvases: DownloadFigures & { refused: number; seconds: number };
  largePhotos: DownloadFigures & { stored: number; seconds: number };
}

/** A 16383x16383 PNG header over a little image data: a small file that claims a huge canvas. */
function hugeCanvasPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framing = Buffer.alloc(8);
    framing.writeUInt32BE(data.length, 0);
    framing.writeUInt32BE(crc32(typed), 4);
    return Buffer.concat([framing.subarray(0, 4), typed, framing.subarray(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_383, 0);
  header.writeUInt32BE(16_383, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A photo of a 48 MP phone camera: decoding it costs its pixels, however well it compresses. */
function largePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 8000, height: 6000, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function metadataHeader(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** One whole file through the tus endpoint in one PATCH; the PATCH's status and the file's id. */
async function sendWhole(
  webUrl: string,
  token: string,
  requestId: string,
  file: { bytes: Buffer; name: string; contentType: string },
): Promise<{ status: number; fileId: string }> {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(`${webUrl}/api/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(file.bytes.length),
      'upload-metadata': metadataHeader({
        requestId,
        kind: 'photo',
        clientId: randomUUID(),
        fileName: file.name,
        contentType: file.contentType,
        capturedAt: new Date().toISOString(),
        keepLocation: 'false',
      }),
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) {
    throw new Error(`creating an upload answered ${created.status}: ${await created.text()}`);
  }
  const sent = await fetch(new URL(location, webUrl), {
    method: 'PATCH',
    headers: {
      ...tus,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: file.bytes,
  });
  await sent.arrayBuffer();
  return { status: sent.status, fileId: location.split('/').pop() ?? '' };
}

/** Fetches `url` in `downloadLoops` loops while `work` runs, and what each fetch took. */
async function downloadsDuring<T>(
  url: string,
  token: string,
  work: () => Promise<T>,
): Promise<{ result: T; figures: DownloadFigures }> {
  const latencies: number[] = [];
  let done = false;
  const loop = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the download answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const loops = Array.from({ length: downloadLoops }, loop);
  try {
    return { result: await work(), figures: figuresOf(latencies) };
  } finally {
    done = true;
    await Promise.all(loops);
  }
}

function figuresOf(latencies: number[]): DownloadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0) * 10) / 10;
  return { downloads: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

export async function benchImageUploads(
  idp: DevIdp,
  webUrl: string,
  databaseUrl: string,
): Promise<ImageUploadMeasurement> {
  const technician = await idp.issueAccessToken('technician@example.com');
  const admin = await idp.issueAccessToken('admin@example.com');
  const requestId = await seedOnSiteJob(databaseUrl, subjectOf(technician));
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 60, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  const shared = await sendWhole(webUrl, technician, requestId, {
    bytes: photo,
    name: 'panel.jpg',
    contentType: 'image/jpeg',
  });
  if (shared.status !== 204) throw new Error(`the shared photo was answered ${shared.status}`);
  const download = `${webUrl}/api/files/${shared.fileId}/original`;
  const sixOf = (file: { bytes: Buffer; name: string; contentType: string }) => () =>
    timed(() =>
      Promise.all(
        Array.from({ length: uploadsAtOnce }, () => sendWhole(webUrl, technician, requestId, file)),
      ),
    );

  const alone = await downloadsDuring(
    download,
    admin,
    () => new Promise((resolve) => setTimeout(resolve, aloneMs)),
  );
  const canvases = await downloadsDuring(
    download,
    admin,
    sixOf({ bytes: hugeCanvasPng(), name: 'plan.png', contentType: 'image/png' }),
  );
  const large = await downloadsDuring(
    download,
    admin,
    sixOf({ bytes: await largePhoto(), name: 'wide.jpg', contentType: 'image/jpeg' }),
  );
  return {
    alone: alone.figures,
    hugeCanvases: {
      ...canvases.figures,
      refused: canvases.result.value.filter((sent) => sent.status === 413).length,
      seconds: canvases.result.seconds,
    },
    largePhotos: {
      ...large.figures,
      stored: large.result.value.filter((sent) => sent.status === 204).length,
      seconds: large.result.seconds,
    },
  };
}

/** Every huge canvas refused, every photo stored, and the downloads' p95 under the target throughout. */
export function imageUploadsHold(measured: ImageUploadMeasurement): boolean {
  return (
    measured.hugeCanvases.refused === uploadsAtOnce &&
    measured.largePhotos.stored === uploadsAtOnce &&
    [measured.hugeCanvases, measured.largePhotos].every(
      (during) => during.p95Ms < imageUploadTarget.maxDownloadP95Ms,
    )
  );
}
