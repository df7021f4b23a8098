import Router from '@koa/router';
import { locationSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';

export interface AddressRoutesDeps {
  auth: Auth;
  company: CompanyApi;
}

/**
 * POST /api/address/check: the check the Company Profile panel runs ('Validating Address...')
 * before saving. Only companies have that panel; a technician's location has no ZIP code check.
 */
export function addressRoutes({ auth, company }: AddressRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/api/address/check',
    handle({ auth: auth.requireRole('company'), body: locationSchema }, async (ctx, { body }) => {
      ctx.body = await company.checkAddress(callerOf(ctx), body);
    }),
  );

  return router;
}
