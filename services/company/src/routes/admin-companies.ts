import Router from '@koa/router';
import { handle, problems, type Auth } from '@rha/kit';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { companyPage, companyWithLocations } from '../domain/admin-companies.js';
import { presentAdminCompany } from '../presenters/admin-company.js';
import { presentAdminLocation } from '../presenters/location.js';
import { adminCompaniesQuery, adminCompanyId } from './admin-companies.schema.js';

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
    handle({ auth: admin }, async (ctx) => {
      const { company, locations } = await companyWithLocations(db, idParam(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        company: presentAdminCompany(company),
        locations: locations.map(presentAdminLocation),
      };
    }),
  );

  return router;
}

function idParam(ctx: Koa.Context): string {
  const parsed = adminCompanyId.safeParse(ctx.params.id);
  if (!parsed.success) {
    throw problems.validation(
      parsed.error.issues.map((issue) => ({ field: 'id', message: issue.message })),
    );
  }
  return parsed.data;
}
