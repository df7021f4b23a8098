import Router from '@koa/router';
import type { AttentionItemShape } from '@rha/contracts';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { ApplicantRow } from '../db/applicants.repo.js';
import { applicantsWaiting } from '../domain/applicants.js';
import { noQuery } from './admin.schema.js';

export interface AttentionRoutesDeps {
  db: Knex;
  auth: Auth;
}

function presentApplicant(row: ApplicantRow): AttentionItemShape {
  return {
    kind: 'applicant',
    key: `applicant:${row.keycloak_id}`,
    at: row.since.toISOString(),
    technicianId: row.keycloak_id,
    technicianName: row.full_name,
    vettingStatus: row.vetting_status,
  };
}

/** The admin's part of what waits for them that this service owns: applicants. Admins only. */
export function attentionRoutes({ db, auth }: AttentionRoutesDeps): Router {
  const router = new Router();
  router.get(
    '/admin/attention',
    handle({ auth: auth.requireRole('admin'), query: noQuery }, async (ctx) => {
      const applicants = await applicantsWaiting(db);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: applicants.map(presentApplicant) };
    }),
  );
  return router;
}
