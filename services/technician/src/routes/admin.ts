import Router from '@koa/router';
import { technicianEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { editTechnicianMetadata, getTechnicianDetails } from '../domain/admin-technicians.js';
import { technicianNotFound } from '../domain/errors.js';
import { listDirectory } from '../domain/directory.js';
import { listPeriodsForSchedule } from '../domain/unavailable-periods.js';
import { moveTechnicianVetting } from '../domain/vetting.js';
import { addInterviewNote, changeVettingFact } from '../domain/vetting-records.js';
import { presentDirectoryPage, presentTechnicianDetails } from '../presenters/admin.js';
import { presentScheduledPeriod } from '../presenters/coverage.js';
import {
  adminMetadataBody,
  directoryQuery,
  interviewNoteBody,
  noQuery,
  vettingChangeBody,
  vettingFactBody,
} from './admin.schema.js';

type TechnicianOperation =
  | 'getTechnicianForAdmin'
  | 'updateTechnicianMetadataForAdmin'
  | 'changeTechnicianVetting'
  | 'recordTechnicianFact'
  | 'addInterviewNote';

export interface AdminRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The admin's technician directory, details, edits and vetting: admins only. */
export function adminRoutes({ db, auth }: AdminRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');
  // An id longer than any subject names nobody: the same 404 as an unknown one.
  const technicianId = (operationId: TechnicianOperation) =>
    pathParams(technicianEndpoints, operationId, technicianNotFound);

  router.get(
    '/admin/technicians',
    handle({ auth: admin, query: directoryQuery }, async (ctx, { query }) => {
      const page = await listDirectory(db, query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentDirectoryPage(page);
    }),
  );

  router.get(
    '/admin/unavailable-periods',
    handle({ auth: admin, query: noQuery }, async (ctx) => {
      const periods = await listPeriodsForSchedule(db);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { periods: periods.map(presentScheduledPeriod) };
    }),
  );

  router.get(
    '/admin/technicians/:id',
    handle(
      {
        auth: admin,
        query: noQuery,
        ...technicianId('getTechnicianForAdmin'),
      },
      async (ctx, input) => {
        const details = await getTechnicianDetails(db, input.params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.put(
    '/admin/technicians/:id/metadata',
    handle(
      {
        auth: admin,
        query: noQuery,
        body: adminMetadataBody,
        ...technicianId('updateTechnicianMetadataForAdmin'),
      },
      async (ctx, { auth: caller, body, params }) => {
        const details = await editTechnicianMetadata(db, signedInUser(caller), params.id, body);
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.post(
    '/admin/technicians/:id/vetting',
    handle(
      {
        auth: admin,
        query: noQuery,
        body: vettingChangeBody,
        ...technicianId('changeTechnicianVetting'),
      },
      async (ctx, { auth: caller, body, params }) => {
        const details = await moveTechnicianVetting(db, {
          admin: signedInUser(caller),
          technicianId: params.id,
          change: body,
          correlationId: ctx.state.requestId,
        });
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.post(
    '/admin/technicians/:id/facts',
    handle(
      {
        auth: admin,
        query: noQuery,
        body: vettingFactBody,
        ...technicianId('recordTechnicianFact'),
      },
      async (ctx, { auth: caller, body, params }) => {
        const details = await changeVettingFact(db, signedInUser(caller), params.id, body);
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.post(
    '/admin/technicians/:id/interview-notes',
    handle(
      {
        auth: admin,
        query: noQuery,
        body: interviewNoteBody,
        ...technicianId('addInterviewNote'),
      },
      async (ctx, { auth: caller, body, params }) => {
        const details = await addInterviewNote(db, signedInUser(caller), params.id, body.text);
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  return router;
}
