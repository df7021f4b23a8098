import Router from '@koa/router';
import { serviceRequestEndpoints } from '@rha/contracts/endpoints';
import { callerOf, handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import { requestDocuments } from './request-documents.js';
import { presentJobFile } from './job-file.presenter.js';
import { requestNotFound } from '../lifecycle/errors.js';

export interface RequestDocumentsRoutesDeps {
  db: Knex;
  auth: Auth;
  company: CompanyApi;
}

/** A request's supporting documents; they are uploaded as job files of kind `document`. */
export function requestDocumentsRoutes({ db, auth, company }: RequestDocumentsRoutesDeps): Router {
  const router = new Router();

  router.get(
    '/service-requests/:id/documents',
    handle(
      {
        auth: auth.requireRole('company', 'technician', 'admin'),
        ...pathParams(serviceRequestEndpoints, 'listRequestDocuments', requestNotFound),
      },
      async (ctx, input) => {
        const documents = await requestDocuments(
          db,
          { user: signedInUser(input.auth), company: company.forCaller(callerOf(ctx)) },
          input.params.id,
        );
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { items: documents.map(presentJobFile) };
      },
    ),
  );

  return router;
}
