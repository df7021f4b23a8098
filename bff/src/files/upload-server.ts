import { MAX_JOB_FILE_BYTES } from '@rha/contracts';
import type { Logger } from '@rha/kit';
import { EVENTS, Server } from '@tus/server';
import { finishUpload, type FinishDeps } from './finish-upload.js';
import { currentUpload } from './upload-context.js';

export const UPLOADS_PATH = '/api/uploads';

/**
 * The tus endpoint. It never decides who may upload: the Koa routes in front of it ask
 * service-request first and hand over the record they were given, whose id names the upload.
 */
export function createUploadServer(deps: FinishDeps & { logger: Logger }): Server {
  const server = new Server({
    path: UPLOADS_PATH,
    datastore: deps.uploads.datastore,
    // The browser resumes at the URL it was given: a path stays right behind any proxy.
    relativeLocation: true,
    maxSize: MAX_JOB_FILE_BYTES,
    namingFunction: () => {
      const { record } = currentUpload();
      if (!record) throw new Error('an upload was created without its file record');
      return record.id;
    },
    // Never throws: tus would then skip its finish event and keep the partial upload.
    onUploadFinish: async () => {
      const { caller, record } = currentUpload();
      if (!record) throw new Error('an upload finished without its file record');
      const problem = await finishUpload(deps, caller, record);
      if (!problem) return {};
      return {
        status_code: problem.status,
        headers: { 'Content-Type': 'application/problem+json' },
        body: JSON.stringify(problem.toDocument(caller.requestId)),
      };
    },
  });
  // Stored or refused, the partial upload has served its purpose.
  server.on(EVENTS.POST_FINISH, (_req, _res, upload) => {
    deps.uploads.remove(upload.id).catch((error: unknown) => {
      deps.logger.warn({ err: error, fileId: upload.id }, 'removing a finished upload failed');
    });
  });
  return server;
}
