import Router from '@koa/router';
import { handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { editTechnicianMetadata, getTechnicianDetails } from '../domain/admin-technicians.js';
import { listDirectory } from '../domain/directory.js';
import { moveTechnicianVetting } from '../domain/vetting.js';
import { addInterviewNote, changeVettingFact } from '../domain/vetting-records.js';
import { presentDirectoryPage, presentTechnicianDetails } from '../presenters/admin.js';
import {
  adminMetadataBody,
  directoryQuery,
  interviewNoteBody,
  noQuery,
  vettingChangeBody,
  vettingFactBody,
} from './admin.schema.js';

export interface AdminRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The admin's technician directory, details, edits and vetting: admins only. */
export function adminRoutes({ db, auth }: AdminRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');

  router.get(
    '/admin/technicians',
    handle({ auth: admin, query: directoryQuery }, async (ctx, { query }) => {
      const page = await listDirectory(db, query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentDirectoryPage(page);
    }),
  );

  router.get(
    '/admin/technicians/:id',
    handle({ auth: admin, query: noQuery }, async (ctx) => {
      const details = await getTechnicianDetails(db, ctx.params.id ?? '');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentTechnicianDetails(details);
    }),
  );

  router.put(
    '/admin/technicians/:id/metadata',
    handle(
      { auth: admin, query: noQuery, body: adminMetadataBody },
      async (ctx, { auth: caller, body }) => {
        const details = await editTechnicianMetadata(
          db,
          signedInUser(caller),
          ctx.params.id ?? '',
          body,
        );
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.post(
    '/admin/technicians/:id/vetting',
    handle(
      { auth: admin, query: noQuery, body: vettingChangeBody },
      async (ctx, { auth: caller, body }) => {
        const details = await moveTechnicianVetting(db, {
          admin: signedInUser(caller),
          technicianId: ctx.params.id ?? '',
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
      { auth: admin, query: noQuery, body: vettingFactBody },
      async (ctx, { auth: caller, body }) => {
        const details = await changeVettingFact(
          db,
          signedInUser(caller),
          ctx.params.id ?? '',
          body,
        );
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  router.post(
    '/admin/technicians/:id/interview-notes',
    handle(
      { auth: admin, query: noQuery, body: interviewNoteBody },
      async (ctx, { auth: caller, body }) => {
        const details = await addInterviewNote(
          db,
          signedInUser(caller),
          ctx.params.id ?? '',
          body.text,
        );
        ctx.body = presentTechnicianDetails(details);
      },
    ),
  );

  return router;
}
