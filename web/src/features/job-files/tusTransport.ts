import { UPLOAD_CHUNK_BYTES } from '@rha/contracts/reference';
import type { UploadMetadataInput } from '@rha/contracts/schemas';
import { DetailedError, Upload } from 'tus-js-client';
import type { QueuedFile } from './queuedFile';

export const UPLOAD_ENDPOINT = '/api/uploads';

/** How an attempt ended badly: turned down by the server for good, or worth trying again. */
export type UploadFailure =
  { refused: true; code: string | undefined; message: string } | { refused: false };

export interface UploadCallbacks {
  /** The server made room for the upload: later attempts continue there. */
  onUrl(url: string): void;
  onProgress(sent: number, total: number): void;
  onDone(): void;
  onFailure(failure: UploadFailure): void;
}

/** Stops an attempt and gives its upload up on the server. */
export type CancelUpload = () => void;

/** Starts sending one file; the queue decides on retries, so an attempt reports and stops. */
export type StartUpload = (
  file: QueuedFile,
  getToken: () => Promise<string | undefined>,
  callbacks: UploadCallbacks,
) => CancelUpload;

function metadataOf(file: QueuedFile): Record<string, string> {
  const metadata: Required<UploadMetadataInput> = {
    requestId: file.requestId,
    kind: file.kind,
    clientId: file.clientId,
    fileName: file.fileName,
    contentType: file.contentType,
    capturedAt: file.capturedAt,
    keepLocation: file.keepLocation ? 'true' : 'false',
  };
  return metadata;
}

/** The problem+json's detail or title, else a sentence with the status. */
function problemMessage(
  status: number,
  body: string,
): { code: string | undefined; message: string } {
  try {
    const problem = JSON.parse(body) as { code?: unknown; detail?: unknown; title?: unknown };
    const message =
      (typeof problem.detail === 'string' && problem.detail) ||
      (typeof problem.title === 'string' && problem.title);
    if (message) {
      return { code: typeof problem.code === 'string' ? problem.code : undefined, message };
    }
  } catch {
    // Not problem+json: a proxy's page, say; the status alone has to do.
  }
  return { code: undefined, message: `The upload was refused (${status})` };
}

/**
 * A 4xx is the server's final word, except those that mean "not now"; 401 among them, since the
 * file may go once its owner has signed in again.
 */
const TRANSIENT_STATUSES = new Set([401, 408, 423, 429]);

export function failureOf(error: Error): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status < 400 || status >= 500 || TRANSIENT_STATUSES.has(status)) return { refused: false };
  return { refused: true, ...problemMessage(status, response?.getBody() ?? '') };
}

/** Sends a file with the tus protocol to the bff, with the signed-in user's current token. */
export const tusUpload: StartUpload = (file, getToken, callbacks) => {
  const upload: Upload = new Upload(file.blob, {
    endpoint: UPLOAD_ENDPOINT,
    uploadUrl: file.uploadUrl,
    chunkSize: UPLOAD_CHUNK_BYTES,
    metadata: metadataOf(file),
    retryDelays: null,
    storeFingerprintForResuming: false,
    onBeforeRequest: async (request) => {
      const token = await getToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onUploadUrlAvailable: () => {
      if (upload.url) callbacks.onUrl(upload.url);
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onSuccess: () => callbacks.onDone(),
    onError: (error) => callbacks.onFailure(failureOf(error)),
  });
  upload.start();
  return () => void upload.abort(true).catch(() => undefined);
};
