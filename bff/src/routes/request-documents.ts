import Router from '@koa/router';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { JobFilesApi } from '../clients/job-files.js';

export interface RequestDocumentsRoutesDeps {
  auth: Auth;
  jobFiles: JobFilesApi;
}

/**
 * The documents a company supplied with its request. service-request decides who is a party of
 * the request; the bytes come through the file paths like any job file's.
 */
export function requestDocumentsRoutes({ auth, jobFiles }: RequestDocumentsRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/api/service-requests/:id/documents',
    handle({ auth: auth.requireRole('company', 'technician', 'admin') }, async (ctx) => {
      const items = await jobFiles.documents(callerOf(ctx), ctx.params.id ?? '');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items };
    }),
  );

  return router;
}
