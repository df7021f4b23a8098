import Router from '@koa/router';
import { handle, type Auth } from '@rha/kit';
import { checkAddress } from '@rha/contracts/address-check';
import { newLocationBody } from './locations.schema.js';

export interface AddressesRoutesDeps {
  auth: Auth;
}

/** POST /addresses/check: the Company Profile panel's check before it saves. */
export function addressesRoutes({ auth }: AddressesRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/addresses/check',
    handle({ auth: auth.requireRole('company'), body: newLocationBody }, (ctx, { body }) => {
      const check = checkAddress(body);
      ctx.body = check.valid ? { valid: true, errors: [] } : check;
    }),
  );

  return router;
}
