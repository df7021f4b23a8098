import Router from '@koa/router';
import { handle, requireRegistrant, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import { registerTechnician } from '../domain/registration.js';
import { presentOptionalLocation } from '../presenters/location.js';
import { registrationBody } from './technicians.schema.js';

export interface TechniciansRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function techniciansRoutes({ db, auth }: TechniciansRoutesDeps): Router {
  const router = new Router();

  // The sign-up calls this with a token issued before the technician role was assigned.
  router.put(
    '/technicians/me',
    handle(
      { auth: requireRegistrant(auth, 'technician'), body: registrationBody },
      async (ctx, { auth: caller, body }) => {
        const location = await registerTechnician(db, signedInUser(caller), body.location);
        ctx.body = presentOptionalLocation(location);
      },
    ),
  );

  return router;
}
