import Router from '@koa/router';
import { validate, type Auth } from '@rha/kit';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  addOwnLocation,
  deleteOwnLocation,
  getOwnLocation,
  listOwnLocations,
  updateOwnLocation,
} from '../domain/locations.js';
import { locationNotFound } from '../domain/errors.js';
import { presentLocation } from '../presenters/location.js';
import { callerOf, requireCompanyCaller } from './access.js';
import { locationId, locationUpdateBody, newLocationBody } from './locations.schema.js';

export interface LocationsRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function locationsRoutes({ db, auth }: LocationsRoutesDeps): Router {
  const router = new Router();
  const companyCaller = requireCompanyCaller(auth);

  router.get('/companies/me/locations', companyCaller, async (ctx) => {
    const locations = await listOwnLocations(db, callerOf(ctx).subject);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = locations.map(presentLocation);
  });

  router.post(
    '/companies/me/locations',
    companyCaller,
    validate({ body: newLocationBody }),
    async (ctx) => {
      const body = ctx.state.body as z.infer<typeof newLocationBody>;
      const location = await addOwnLocation(db, callerOf(ctx), body);
      ctx.status = 201;
      ctx.body = { id: location.id };
    },
  );

  router.get('/companies/me/locations/:id', companyCaller, async (ctx) => {
    const location = await getOwnLocation(db, callerOf(ctx).subject, idParam(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentLocation(location);
  });

  router.patch(
    '/companies/me/locations/:id',
    companyCaller,
    validate({ body: locationUpdateBody }),
    async (ctx) => {
      const body = ctx.state.body as z.infer<typeof locationUpdateBody>;
      const location = await updateOwnLocation(db, callerOf(ctx), idParam(ctx), body);
      ctx.body = presentLocation(location);
    },
  );

  router.delete('/companies/me/locations/:id', companyCaller, async (ctx) => {
    await deleteOwnLocation(db, callerOf(ctx), idParam(ctx));
    ctx.status = 204;
  });

  return router;
}

/** A malformed id names no location of the caller's: the same 404 as someone else's id. */
function idParam(ctx: Koa.Context): string {
  const parsed = locationId.safeParse(ctx.params.id);
  if (!parsed.success) throw locationNotFound();
  return parsed.data;
}
