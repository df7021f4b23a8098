import Router from '@koa/router';
import { adminTechnicianLookupSchema, adminTechnicianMetadataUpdateSchema } from '@rha/contracts';
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
 * The Admin Dashboard's technician paths that name the technician in the body rather than the
 * path. The role is checked here and again by the technician service, which owns the records and
 * the audit; its refusals (field errors, an unknown technician) reach the browser as they are.
 */
export function adminTechnicianRoutes({ auth, technician }: AdminTechnicianRoutesDeps): Router {
  const router = new Router();
  const adminRole = auth.requireRole('admin');

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

  return router;
}
