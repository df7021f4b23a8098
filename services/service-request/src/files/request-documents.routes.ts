import Router from '@koa/router';
import { callerOf, handle, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import type { CompanyApi } from '../clients/company.js';
import { requestDocuments } from './request-documents.js';
import { presentJobFile } from './job-file.presenter.js';

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
    handle({ auth: auth.requireRole('company', 'technician', 'admin') }, async (ctx, input) => {
      const documents = await requestDocuments(
        db,
        { user: signedInUser(input.auth), company: company.forCaller(callerOf(ctx)) },
        ctx.params.id ?? '',
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { items: documents.map(presentJobFile) };
    }),
  );

  return router;
}
