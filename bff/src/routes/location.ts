import Router from '@koa/router';
import { locationSchema, locationUpdateSchema } from '@rha/contracts';
import { callerOf, handle, requireCompanyCaller, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import { locationRefQuery } from './location.schema.js';

export interface LocationRoutesDeps {
  auth: Auth;
  company: CompanyApi;
}

/**
 * The spec's /api/location for companies. Bodies are checked here with the shared schema so the
 * browser gets the spec's messages without a hop; the company service checks them again together
 * with what only it knows (the ZIP code database, which locations are the caller's).
 */
export function locationRoutes({ auth, company }: LocationRoutesDeps): Router {
  const router = new Router();
  const companyCaller = requireCompanyCaller(auth);

  router.get(
    '/api/location',
    handle({ auth: companyCaller }, async (ctx) => {
      const locations = await company.listLocations(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = locations;
    }),
  );

  router.post(
    '/api/location',
    handle({ auth: companyCaller, body: locationSchema }, async (ctx, { body }) => {
      const created = await company.addLocation(callerOf(ctx), body);
      ctx.status = 201;
      ctx.body = created;
    }),
  );

  router.patch(
    '/api/location',
    handle({ auth: companyCaller, body: locationUpdateSchema }, async (ctx, { body }) => {
      const { id, ...changes } = body;
      ctx.body = await company.updateLocation(callerOf(ctx), id, changes);
    }),
  );

  router.delete(
    '/api/location',
    handle({ auth: companyCaller, query: locationRefQuery }, async (ctx, { query }) => {
      await company.deleteLocation(callerOf(ctx), query.id);
      ctx.status = 204;
    }),
  );

  return router;
}
