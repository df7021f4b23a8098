import Router from '@koa/router';
import { companyEndpoints } from '@rha/contracts/endpoints';
import { answerIdempotently, handle, pathParams, signedInUser, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import {
  addOwnLocation,
  deleteOwnLocation,
  getOwnLocation,
  listOwnLocations,
  updateOwnLocation,
} from '../domain/locations.js';
import { locationNotFound } from '../domain/errors.js';
import { presentLocation } from '../presenters/location.js';
import { locationUpdateBody, newLocationBody } from './locations.schema.js';

export interface LocationsRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function locationsRoutes({ db, auth }: LocationsRoutesDeps): Router {
  const router = new Router();
  const companyRole = auth.requireRole('company');
  // A malformed id names no location of the caller's: the same 404 as someone else's id.
  const ownLocation = (operationId: 'getOwnLocation' | 'updateOwnLocation' | 'deleteOwnLocation') =>
    pathParams(companyEndpoints, operationId, locationNotFound);

  router.get(
    '/companies/me/locations',
    handle({ auth: companyRole }, async (ctx, { auth: caller }) => {
      const locations = await listOwnLocations(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = locations.map(presentLocation);
    }),
  );

  router.post(
    '/companies/me/locations',
    handle({ auth: companyRole, body: newLocationBody }, async (ctx, input) => {
      await answerIdempotently(ctx, db, input.auth.subject, async (trx) => {
        const location = await addOwnLocation(trx, signedInUser(input.auth), input.body);
        return { status: 201, body: { id: location.id } };
      });
    }),
  );

  router.get(
    '/companies/me/locations/:id',
    handle(
      { auth: companyRole, ...ownLocation('getOwnLocation') },
      async (ctx, { auth: caller, params }) => {
        const location = await getOwnLocation(db, caller.subject, params.id);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentLocation(location);
      },
    ),
  );

  router.patch(
    '/companies/me/locations/:id',
    handle(
      { auth: companyRole, body: locationUpdateBody, ...ownLocation('updateOwnLocation') },
      async (ctx, input) => {
        const location = await updateOwnLocation(
          db,
          signedInUser(input.auth),
          input.params.id,
          input.body,
        );
        ctx.body = presentLocation(location);
      },
    ),
  );

  router.delete(
    '/companies/me/locations/:id',
    handle(
      { auth: companyRole, ...ownLocation('deleteOwnLocation') },
      async (ctx, { auth: caller, params }) => {
        await deleteOwnLocation(db, signedInUser(caller), params.id);
        ctx.status = 204;
      },
    ),
  );

  return router;
}
