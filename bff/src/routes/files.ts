import Router from '@koa/router';
import { messages } from '@rha/contracts';
import { bffEndpoints } from '@rha/contracts/endpoints';
import { callerOf, handle, pathParams, problems, type Auth } from '@rha/kit';
import { z } from 'zod';
import type { JobFilesApi } from '../clients/job-files.js';
import { fileKey, type FileStorage } from '../files/storage.js';

export interface FileRoutesDeps {
  auth: Auth;
  jobFiles: JobFilesApi;
  storage: FileStorage;
}

// A malformed id or an unknown copy names no file: the same 404 as one the caller may not read.
const fileNotFound = () => problems.notFound(messages.jobFiles.fileNotFound);
const downloadQuery = z.object({ download: z.enum(['1']).optional() });

/**
 * A stored job file's bytes. service-request is asked on every read whether the caller may see
 * the file, so a job that changes hands closes its photos to the technician who left; a file the
 * caller may not read is not found, like one that does not exist.
 */
export function fileRoutes({ auth, jobFiles, storage }: FileRoutesDeps): Router {
  const router = new Router();
  const anyParty = auth.requireRole('company', 'technician', 'admin');

  router.get(
    '/api/files/:fileId/:variant',
    handle(
      {
        auth: anyParty,
        query: downloadQuery,
        ...pathParams(bffEndpoints, 'downloadJobFile', fileNotFound),
      },
      async (ctx, { query, params }) => {
        const record = await jobFiles.get(callerOf(ctx), params.fileId);
        // A document has no resized copies.
        const isImage = record.contentType.startsWith('image/');
        if (record.status !== 'stored' || (!isImage && params.variant !== 'original')) {
          throw fileNotFound();
        }
        const object = await storage.get(fileKey(record.id, params.variant));
        if (!object) throw fileNotFound();
        ctx.set('Cache-Control', 'private, max-age=3600');
        ctx.set('X-Content-Type-Options', 'nosniff');
        if (query.download) ctx.set('Content-Disposition', attachment(record.fileName));
        ctx.type = object.contentType;
        ctx.length = object.size;
        ctx.body = object.body;
      },
    ),
  );

  return router;
}

/** The name as the device gave it, with a plain fallback for clients that ignore `filename*`. */
function attachment(fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
