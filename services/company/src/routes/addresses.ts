import Router from '@koa/router';
import { validate, type Auth } from '@rha/kit';
import type { z } from 'zod';
import { checkAddress } from '../domain/address-check.js';
import { newLocationBody } from './locations.schema.js';

export interface AddressesRoutesDeps {
  auth: Auth;
}

/** POST /addresses/check: any signed-in caller; it reads no stored data. */
export function addressesRoutes({ auth }: AddressesRoutesDeps): Router {
  const router = new Router();

  router.post(
    '/addresses/check',
    auth.requireAuth(),
    validate({ body: newLocationBody }),
    (ctx) => {
      const check = checkAddress(ctx.state.body as z.infer<typeof newLocationBody>);
      ctx.body = check.valid ? { valid: true, errors: [] } : check;
    },
  );

  return router;
}
