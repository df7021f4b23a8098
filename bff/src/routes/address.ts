import Router from '@koa/router';
import { locationSchema, type LocationInput } from '@rha/contracts';
import { callerOf, validate, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';

export interface AddressRoutesDeps {
  auth: Auth;
  company: CompanyApi;
}

/** POST /api/address/check: the check the profile panel runs ('Validating Address...') before saving. */
export function addressRoutes({ auth, company }: AddressRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/api/address/check',
    auth.requireAuth(),
    validate({ body: locationSchema }),
    async (ctx) => {
      ctx.body = await company.checkAddress(callerOf(ctx), ctx.state.body as LocationInput);
    },
  );

  return router;
}
