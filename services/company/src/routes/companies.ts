import Router from '@koa/router';
import { companyProfileSaveSchema, companyRegistrationSchema } from '@rha/contracts/schemas';
import { handle, requireRegistrant, signedInUser, type Auth } from '@rha/kit';
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
  const companyRole = auth.requireRole('company');

  router.get(
    '/companies/me',
    handle({ auth: companyRole }, async (ctx, { auth: caller }) => {
      const company = await ownCompany(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentCompany(company);
    }),
  );

  // The sign-up calls this with a token issued before the company role was assigned.
  router.put(
    '/companies/me',
    handle(
      { auth: requireRegistrant(auth, 'company'), body: companyRegistrationSchema },
      async (ctx, input) => {
        const { company, locationId } = await registerCompany(
          db,
          signedInUser(input.auth),
          input.body,
        );
        ctx.body = { company: presentCompany(company), locationId };
      },
    ),
  );

  router.patch(
    '/companies/me',
    handle({ auth: companyRole, body: companyUpdateBody }, async (ctx, input) => {
      ctx.body = presentCompany(await updateOwnCompany(db, signedInUser(input.auth), input.body));
    }),
  );

  router.put(
    '/companies/me/profile',
    handle({ auth: companyRole, body: companyProfileSaveSchema }, async (ctx, input) => {
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
