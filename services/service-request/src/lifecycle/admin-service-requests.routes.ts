import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { companyRequests, requestCounts } from './admin-service-requests.js';
import { presentAdminRequest } from '../submission/service-request.presenter.js';
import {
  adminCompanyRequestsQuery,
  adminRequestCountsQuery,
} from './admin-service-requests.schema.js';

export interface AdminServiceRequestsRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The admin's read-only view of any company's requests. */
export function adminServiceRequestsRoutes({ db, auth }: AdminServiceRequestsRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');

  router.get(
    '/admin/service-requests/counts',
    handle({ auth: admin, query: adminRequestCountsQuery }, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { counts: await requestCounts(db, query.companyId) };
    }),
  );

  router.get(
    '/admin/service-requests',
    handle({ auth: admin, query: adminCompanyRequestsQuery }, async (ctx, { query }) => {
      const rows = await companyRequests(db, query.companyId);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { requests: rows.map(presentAdminRequest) };
    }),
  );

  return router;
}
