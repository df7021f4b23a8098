import { randomUUID } from 'node:crypto';
import { UPLOAD_CHUNK_BYTES } from '@rha/contracts';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';

const width = 640;
const height = 480;

/**
 * A small JPEG standing in for a phone photo of the work: a coloured equipment rack with blinking
 * lights, different for each `seed`, a few tens of kilobytes as the link would carry.
 */
export async function demoPhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const lights = Array.from({ length: 12 }, (_, light) => {
    const x = 180 + (light % 6) * 48;
    const y = 160 + Math.floor(light / 6) * 120;
    const colour = (light + seed) % 3 === 0 ? '#f5b400' : '#2ecc40';
    return `<circle cx="${x}" cy="${y}" r="10" fill="${colour}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},35%,35%)"/>
    <rect x="140" y="100" width="360" height="300" rx="12" fill="#1f2a33"/>
    ${lights}
    <rect x="170" y="330" width="300" height="30" fill="hsl(${(hue + 180) % 360},50%,60%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** Uploads a photo of the job through the bff's tus endpoint, in parts, as the web app sends it. */
export function uploadJobPhoto(
  webUrl: string,
  token: string,
  requestId: string,
  photo: Buffer,
  fileName: string,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const upload = new Upload(photo, {
      endpoint: `${webUrl}/api/uploads`,
      headers: { authorization: `Bearer ${token}` },
      metadata: {
        requestId,
        kind: 'photo',
        clientId: randomUUID(),
        fileName,
        contentType: 'image/jpeg',
        capturedAt: new Date().toISOString(),
        keepLocation: 'false',
      },
      uploadSize: photo.length,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [250, 1000],
      onError: reject,
      onSuccess: () => resolve(),
    });
    upload.start();
  });
}
