import Router from '@koa/router';
import {
  adminListQuerySchema,
  adminTechnicianLookupSchema,
  adminTechnicianMetadataUpdateSchema,
  interviewNoteSchema,
  vettingChangeSchema,
  vettingFactSchema,
} from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { FieldRename } from '../clients/company.js';
import type { TechnicianApi } from '../clients/technician.js';

export interface AdminTechnicianRoutesDeps {
  auth: Auth;
  technician: TechnicianApi;
}

/** The service checks the edit as the bare metadata; the browser sent it under `metadata`. */
const metadataField: FieldRename = (field) => `metadata.${field}`;

/**
 * The Admin Dashboard's technician paths. The role is checked here and again by the technician
 * service, which owns the records, the vetting moves and the audit; its refusals (field errors,
 * an unknown technician, a move not allowed) reach the browser as they are.
 */
export function adminTechnicianRoutes({ auth, technician }: AdminTechnicianRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

  router.get(
    '/api/admin/technicians',
    handle({ auth: adminRole, query: adminListQuerySchema }, async (ctx, { query }) => {
      const page = await technician.listForAdmin(callerOf(ctx), query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = page;
    }),
  );

  // The web app has always posted here with the trailing slash; both spellings are served.
  router.post(
    ['/api/admin/technicianMetadata', '/api/admin/technicianMetadata/'],
    handle({ auth: adminRole, body: adminTechnicianLookupSchema }, async (ctx, { body }) => {
      const details = await technician.detailsForAdmin(callerOf(ctx), body.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  router.post(
    '/api/admin/updateTechnicianMetadata',
    handle(
      { auth: adminRole, body: adminTechnicianMetadataUpdateSchema },
      async (ctx, { body }) => {
        const details = await technician.editForAdmin(
          callerOf(ctx),
          body.id,
          body.metadata,
          metadataField,
        );
        ctx.set('Cache-Control', 'no-store');
        ctx.body = details;
      },
    ),
  );

  router.post(
    '/api/admin/technicians/:id/vetting',
    handle({ auth: adminRole, body: vettingChangeSchema }, async (ctx, { body }) => {
      const details = await technician.moveVetting(callerOf(ctx), ctx.params.id, body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  router.post(
    '/api/admin/technicians/:id/facts',
    handle({ auth: adminRole, body: vettingFactSchema }, async (ctx, { body }) => {
      const details = await technician.changeFact(callerOf(ctx), ctx.params.id ?? '', body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  router.post(
    '/api/admin/technicians/:id/interview-notes',
    handle({ auth: adminRole, body: interviewNoteSchema }, async (ctx, { body }) => {
      const details = await technician.addInterviewNote(callerOf(ctx), ctx.params.id ?? '', body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  return router;
}
