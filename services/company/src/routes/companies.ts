import Router from '@koa/router';
import { companyProfileSaveSchema, companyRegistrationSchema } from '@rha/contracts/schemas';
import { handle, requireCompanyCaller, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import {
  ownCompany,
  registerCompany,
  saveCompanyProfile,
  updateOwnCompany,
} from '../domain/companies.js';
import { presentCompany } from '../presenters/company.js';
import { presentLocation } from '../presenters/location.js';
import { companyUpdateBody } from './companies.schema.js';

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
    handle({ auth: companyCaller, body: companyRegistrationSchema }, async (ctx, input) => {
      const { company, locationId } = await registerCompany(
        db,
        signedInUser(input.auth),
        input.body,
      );
      ctx.body = { company: presentCompany(company), locationId };
    }),
  );

  router.patch(
    '/companies/me',
    handle({ auth: companyCaller, body: companyUpdateBody }, async (ctx, input) => {
      ctx.body = presentCompany(await updateOwnCompany(db, signedInUser(input.auth), input.body));
    }),
  );

  router.put(
    '/companies/me/profile',
    handle({ auth: companyCaller, body: companyProfileSaveSchema }, async (ctx, input) => {
      const { company, location } = await saveCompanyProfile(
        db,
        signedInUser(input.auth),
        input.body,
      );
      ctx.body = { company: presentCompany(company), location: presentLocation(location) };
    }),
  );

  return router;
}
