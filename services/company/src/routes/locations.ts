import Router from '@koa/router';
import { answerIdempotently, handle, signedInUser, type Auth } from '@rha/kit';
import type Koa from 'koa';
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
import { locationId, locationUpdateBody, newLocationBody } from './locations.schema.js';

export interface LocationsRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function locationsRoutes({ db, auth }: LocationsRoutesDeps): Router {
  const router = new Router();
  const companyRole = auth.requireRole('company');

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
    handle({ auth: companyRole }, async (ctx, { auth: caller }) => {
      const location = await getOwnLocation(db, caller.subject, idParam(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentLocation(location);
    }),
  );

  router.patch(
    '/companies/me/locations/:id',
    handle({ auth: companyRole, body: locationUpdateBody }, async (ctx, input) => {
      const location = await updateOwnLocation(
        db,
        signedInUser(input.auth),
        idParam(ctx),
        input.body,
      );
      ctx.body = presentLocation(location);
    }),
  );

  router.delete(
    '/companies/me/locations/:id',
    handle({ auth: companyRole }, async (ctx, { auth: caller }) => {
      await deleteOwnLocation(db, signedInUser(caller), idParam(ctx));
      ctx.status = 204;
    }),
  );

  return router;
}

/** A malformed id names no location of the caller's: the same 404 as someone else's id. */
function idParam(ctx: Koa.Context): string {
  const parsed = locationId.safeParse(ctx.params.id);
  if (!parsed.success) throw locationNotFound();
  return parsed.data;
}
