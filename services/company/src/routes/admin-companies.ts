import Router from '@koa/router';
import { companyEndpoints } from '@rha/contracts/endpoints';
import { handle, pathParams, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { companyPage, companyWithLocations } from '../domain/admin-companies.js';
import { presentAdminCompany } from '../presenters/admin-company.js';
import { presentAdminLocation } from '../presenters/location.js';
import { adminCompaniesQuery } from './admin-companies.schema.js';

export interface AdminCompaniesRoutesDeps {
  db: Knex;
  auth: Auth;
}

/** The admin's read-only view of every company. */
export function adminCompaniesRoutes({ db, auth }: AdminCompaniesRoutesDeps): Router {
  const router = new Router();
  const admin = auth.requireRole('admin');

  router.get(
    '/admin/companies',
    handle({ auth: admin, query: adminCompaniesQuery }, async (ctx, { query }) => {
      const page = await companyPage(db, query);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { companies: page.items.map(presentAdminCompany), nextCursor: page.nextCursor };
    }),
  );

  router.get(
    '/admin/companies/:id',
    handle(
      { auth: admin, ...pathParams(companyEndpoints, 'getAdminCompany') },
      async (ctx, { params }) => {
        const { company, locations } = await companyWithLocations(db, params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          company: presentAdminCompany(company),
          locations: locations.map(presentAdminLocation),
        };
      },
    ),
  );

  return router;
}
