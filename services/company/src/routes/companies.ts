import Router from '@koa/router';
import { validate, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  ownCompany,
  registerCompany,
  saveCompanyProfile,
  updateOwnCompany,
} from '../domain/companies.js';
import { presentCompany } from '../presenters/company.js';
import { presentLocation } from '../presenters/location.js';
import { callerOf, requireCompanyCaller } from './access.js';
import {
  companyProfileSaveBody,
  companyRegistrationBody,
  companyUpdateBody,
} from './companies.schema.js';

export interface CompaniesRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function companiesRoutes({ db, auth }: CompaniesRoutesDeps): Router {
  const router = new Router();
  const companyCaller = requireCompanyCaller(auth);

  router.get('/companies/me', companyCaller, async (ctx) => {
    const company = await ownCompany(db, callerOf(ctx).subject);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentCompany(company);
  });

  router.put(
    '/companies/me',
    companyCaller,
    validate({ body: companyRegistrationBody }),
    async (ctx) => {
      const body = ctx.state.body as z.infer<typeof companyRegistrationBody>;
      const { company, locationId } = await registerCompany(db, callerOf(ctx), body);
      ctx.body = { company: presentCompany(company), locationId };
    },
  );

  router.patch(
    '/companies/me',
    companyCaller,
    validate({ body: companyUpdateBody }),
    async (ctx) => {
      const body = ctx.state.body as z.infer<typeof companyUpdateBody>;
      ctx.body = presentCompany(await updateOwnCompany(db, callerOf(ctx), body));
    },
  );

  router.put(
    '/companies/me/profile',
    companyCaller,
    validate({ body: companyProfileSaveBody }),
    async (ctx) => {
      const body = ctx.state.body as z.infer<typeof companyProfileSaveBody>;
      const { company, location } = await saveCompanyProfile(db, callerOf(ctx), body);
      ctx.body = { company: presentCompany(company), location: presentLocation(location) };
    },
  );

  return router;
}
