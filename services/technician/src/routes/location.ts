import Router from '@koa/router';
import { answerIdempotently, handle, type Auth } from '@rha/kit';
import type { Knex } from 'knex';
import {
  addOwnLocation,
  deleteOwnLocation,
  getOwnLocation,
  updateOwnLocation,
} from '../domain/locations.js';
import { presentLocation, presentOptionalLocation } from '../presenters/location.js';
import { locationChangesBody, newLocationBody } from './technicians.schema.js';

export interface LocationRoutesDeps {
  db: Knex;
  auth: Auth;
}

export function locationRoutes({ db, auth }: LocationRoutesDeps): Router {
  const router = new Router();
  const technician = auth.requireRole('technician');

  router.get(
    '/technicians/me/location',
    handle({ auth: technician }, async (ctx, { auth: caller }) => {
      const location = await getOwnLocation(db, caller.subject);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = presentOptionalLocation(location);
    }),
  );

  router.post(
    '/technicians/me/location',
    handle({ auth: technician, body: newLocationBody }, async (ctx, { auth: caller, body }) => {
      await answerIdempotently(ctx, db, caller.subject, async (trx) => {
        const location = await addOwnLocation(trx, caller.subject, body);
        return { status: 201, body: { location: presentLocation(location) } };
      });
    }),
  );

  router.patch(
    '/technicians/me/location',
    handle({ auth: technician, body: locationChangesBody }, async (ctx, { auth: caller, body }) => {
      const location = await updateOwnLocation(db, caller.subject, body);
      ctx.body = { location: presentLocation(location) };
    }),
  );

  router.delete(
    '/technicians/me/location',
    handle({ auth: technician }, async (ctx, { auth: caller }) => {
      await deleteOwnLocation(db, caller.subject);
      ctx.status = 204;
    }),
  );

  return router;
}
