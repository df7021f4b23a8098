import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
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

  router.get(
    '/companies/me',
    handle({ auth: companyCaller }, async (ctx, { auth: caller }) => {
      const company = await ownCompany(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentCompany(company);
    }),
  );

  router.put(
    '/companies/me',
    handle({ auth: companyCaller, body: companyRegistrationBody }, async (ctx, input) => {
      const { company, locationId } = await registerCompany(db, callerOf(input.auth), input.body);
      ctx.body = { company: presentCompany(company), locationId };
    }),
  );

  router.patch(
    '/companies/me',
    handle({ auth: companyCaller, body: companyUpdateBody }, async (ctx, input) => {
      ctx.body = presentCompany(await updateOwnCompany(db, callerOf(input.auth), input.body));
    }),
  );

  router.put(
    '/companies/me/profile',
    handle({ auth: companyCaller, body: companyProfileSaveBody }, async (ctx, input) => {
      const { company, location } = await saveCompanyProfile(db, callerOf(input.auth), input.body);
      ctx.body = { company: presentCompany(company), location: presentLocation(location) };
    }),
  );

  return router;
}
