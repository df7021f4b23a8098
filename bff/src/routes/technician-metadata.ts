import Router from '@koa/router';
import {
  messages,
  technicianMetadataPostSchema,
  type TechnicianMetadataPost,
} from '@rha/contracts';
import { callerOf, handle, problems, type Auth, type Caller } from '@rha/kit';
import type { TechnicianApi } from '../clients/technician.js';

export interface TechnicianMetadataRoutesDeps {
  auth: Auth;
  technician: TechnicianApi;
}

/**
 * POST /api/technicians/metadata takes the three bodies the web app sends (profile page, settings
 * certifications, one onboarding step), each saved by its own operation of the technician service.
 * The record is always the token subject's; a body naming another owner is refused, never followed.
 */
export function technicianMetadataRoutes({
  auth,
  technician,
}: TechnicianMetadataRoutesDeps): Router {
  const router = new Router();
  const technicianRole = auth.requireRole('technician');

  router.post(
    '/api/technicians/metadata',
    handle(
      { auth: technicianRole, body: technicianMetadataPostSchema },
      async (ctx, { auth: caller, body }) => {
        if ('userId' in body && body.userId !== undefined && body.userId !== caller.subject) {
          throw problems.forbidden(messages.technician.notYourRecord);
        }
        ctx.body = await save(technician, callerOf(ctx), body);
      },
    ),
  );

  return router;
}

function save(technician: TechnicianApi, caller: Caller, post: TechnicianMetadataPost) {
  switch (post.kind) {
    case 'whole':
      return technician.replaceMetadata(caller, post.metadata);
    case 'certifications':
      return technician.updateMetadata(caller, { certifications: post.certifications });
    case 'step':
      return technician.saveStep(caller, post.step, post.fields);
  }
}
