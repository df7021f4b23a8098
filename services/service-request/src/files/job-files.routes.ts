import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { jobFileStoredSchema, newJobFileSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import type { JobCaller } from '../lifecycle/job-parties.js';
import type { JobFileSettings } from './job-file-settings.js';
import {
  abandonUpload,
  createJobFile,
  markStored,
  readableFile,
  unfinishedUploads,
  fileNotFound,
} from './job-files.js';
import { presentJobFile } from './job-file.presenter.js';
import { presentJobFileRecord } from './job-file-record.presenter.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface JobFilesRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
  settings: JobFileSettings;
}

/**
 * The records of a job's photos and attachments, asked for by the upload endpoint with the
 * caller's own token; the bytes never come here.
 */
export function jobFilesRoutes({ db, auth, company, settings }: JobFilesRoutesDeps): Router {
  const router = new Router();
  const anyParty = auth.requireRole('company', 'technician', 'admin');
  // Photos, clips and receipts are the technician's record of the work: the role check answers anyone else.
  const technicianOnly = auth.requireRole('technician');
  const technicianKinds: readonly string[] = ['photo', 'clip', 'receipt'];

  const callerFor = (ctx: Koa.Context, caller: AuthContext): JobCaller => ({
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.post(
    '/service-requests/:id/files',
    handle(
      {
        auth: anyParty,
        body: newJobFileSchema,
        ...pathParams(serviceRequestEndpoints, 'createJobFile', requestNotFound),
      },
      async (ctx, input) => {
        if (technicianKinds.includes(input.body.kind)) await technicianOnly(ctx);
        const file = await createJobFile(db, callerFor(ctx, input.auth), settings, {
          requestId: input.params.id,
          file: input.body,
        });
        ctx.status = 201;
        ctx.body = presentJobFileRecord(file, input.auth.subject);
      },
    ),
  );

  // Ahead of /files/:fileId, which would take the word for an id.
  router.get(
    '/files/unfinished',
    handle({ auth: anyParty }, async (ctx, input) => {
      const uploads = await unfinishedUploads(db, signedInUser(input.auth));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: uploads.map((row) => presentJobFileRecord(row, input.auth.subject)) };
    }),
  );

  router.get(
    '/files/:fileId',
    handle(
      { auth: anyParty, ...pathParams(serviceRequestEndpoints, 'getJobFile', fileNotFound) },
      async (ctx, input) => {
        const file = await readableFile(db, callerFor(ctx, input.auth), input.params.fileId);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentJobFileRecord(file, input.auth.subject);
      },
    ),
  );

  router.post(
    '/files/:fileId/stored',
    handle(
      {
        auth: anyParty,
        body: jobFileStoredSchema,
        ...pathParams(serviceRequestEndpoints, 'markJobFileStored', fileNotFound),
      },
      async (ctx, input) => {
        const file = await markStored(db, callerFor(ctx, input.auth), settings, {
          fileId: input.params.fileId,
          bytes: input.body,
        });
        ctx.body = presentJobFile(file);
      },
    ),
  );

  // The word names a list, not a file: only reading it is allowed, whatever /files/:fileId takes.
  router.delete('/files/unfinished', (ctx) => {
    ctx.set('Allow', 'GET, HEAD');
    ctx.status = 405;
  });

  router.delete(
    '/files/:fileId',
    handle(
      { auth: anyParty, ...pathParams(serviceRequestEndpoints, 'deleteJobFile', fileNotFound) },
      async (ctx, input) => {
        await abandonUpload(db, callerFor(ctx, input.auth), input.params.fileId);
        ctx.status = 204;
      },
    ),
  );

  return router;
}
