import Router from '@koa/router';
import { serviceRequestStillsEndpoints } from '@rha/contracts/endpoints';
import { newStrokesSchema } from '@rha/contracts';
import { callerOf, handle, pathParams, signedInUser, type Auth, type AuthContext } from '@rha/kit';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { CompanyApi } from '../clients/company.js';
import { fileNotFound } from '../files/job-files.js';
import type { JobCaller } from '../lifecycle/job-parties.js';
import { presentPhotoStrokes } from './strokes.presenter.js';
import { addStrokes, photoStrokes, removeOwnStroke } from './strokes.js';

export interface StrokesRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** The marks drawn on a job's photos by its technician and its company's experts. */
export function strokesRoutes({ db, auth, company }: StrokesRoutesDeps): Router {
  const router = new Router();
  const anyParty = auth.requireRole('company', 'technician', 'admin');

  const callerFor = (ctx: Koa.Context, caller: AuthContext): JobCaller => ({
    user: signedInUser(caller),
    company: company.forCaller(callerOf(ctx)),
  });

  router.get(
    '/stills/:fileId/strokes',
    handle(
      {
        auth: anyParty,
        ...pathParams(serviceRequestStillsEndpoints, 'listPhotoStrokes', fileNotFound),
      },
      async (ctx, input) => {
        const rows = await photoStrokes(db, callerFor(ctx, input.auth), input.params.fileId);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentPhotoStrokes(input.params.fileId, rows);
      },
    ),
  );

  router.post(
    '/stills/:fileId/strokes',
    handle(
      {
        auth: anyParty,
        body: newStrokesSchema,
        ...pathParams(serviceRequestStillsEndpoints, 'addPhotoStrokes', fileNotFound),
      },
      async (ctx, input) => {
        const rows = await addStrokes(
          db,
          callerFor(ctx, input.auth),
          input.params.fileId,
          input.body.strokes,
        );
        ctx.status = 201;
        ctx.body = presentPhotoStrokes(input.params.fileId, rows);
      },
    ),
  );

  router.delete(
    '/stills/:fileId/strokes/:strokeId',
    handle(
      {
        auth: anyParty,
        ...pathParams(serviceRequestStillsEndpoints, 'removePhotoStroke', fileNotFound),
      },
      async (ctx, input) => {
        await removeOwnStroke(
          db,
          callerFor(ctx, input.auth),
          input.params.fileId,
          input.params.strokeId,
        );
        ctx.status = 204;
      },
    ),
  );

  return router;
}
