import { randomUUID } from 'node:crypto';
import { request } from 'node:http';

/** tus's Upload-Metadata header: each key with its value in base64. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

function headers(token: string | undefined, extra: Record<string, string>): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

export function createUpload(
  baseUrl: string,
  token: string | undefined,
  metadata: Record<string, string>,
  length: number,
): Promise<Response> {
  return fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: headers(token, {
      'upload-length': String(length),
      'upload-metadata': tusMetadata(metadata),
    }),
  });
}

export function headUpload(url: string, token: string | undefined): Promise<Response> {
  return fetch(url, { method: 'HEAD', headers: headers(token, {}) });
}

export function patchUpload(
  url: string,
  token: string | undefined,
  offset: number,
  bytes: Buffer,
): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: headers(token, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: bytes,
  });
}

export function deleteUpload(url: string, token: string | undefined): Promise<Response> {
  return fetch(url, { method: 'DELETE', headers: headers(token, {}) });
}

/**
 * A PATCH whose connection drops midway, as on a phone losing its signal: the first `sent` bytes
 * go out, then the socket is destroyed without the rest.
 */
export async function interruptedPatch(
  url: string,
  token: string,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  const req = request(url, {
    method: 'PATCH',
    headers: headers(token, {
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    }),
  });
  req.on('error', () => undefined);
  req.write(bytes.subarray(0, sent));
  // Long enough for the server to have written what arrived.
  await new Promise((resolve) => setTimeout(resolve, 500));
  req.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The metadata a technician's photo of a job's meter is uploaded with; `overrides` replace fields. */
export function photoMetadata(requestId: string, overrides: Record<string, string> = {}) {
  return {
    requestId,
    kind: 'photo',
    clientId: randomUUID(),
    fileName: 'meter.jpg',
    contentType: 'image/jpeg',
    capturedAt: new Date(Date.now() - 60_000).toISOString(),
    keepLocation: 'false',
    ...overrides,
  };
}
