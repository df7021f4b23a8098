import Router from '@koa/router';
import { locationSchema, type LocationInput } from '@rha/contracts';
import { callerOf, requireCompanyCaller, validate, type Auth } from '@rha/kit';
import type { z } from 'zod';
import type { CompanyApi } from '../clients/company.js';
import { locationRefQuery, locationUpdateBody } from './location.schema.js';

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

  router.get('/api/location', companyCaller, async (ctx) => {
    const locations = await company.listLocations(callerOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = locations;
  });

  router.post('/api/location', companyCaller, validate({ body: locationSchema }), async (ctx) => {
    const created = await company.addLocation(callerOf(ctx), ctx.state.body as LocationInput);
    ctx.status = 201;
    ctx.body = created;
  });

  router.patch(
    '/api/location',
    companyCaller,
    validate({ body: locationUpdateBody }),
    async (ctx) => {
      const { id, ...changes } = ctx.state.body as z.infer<typeof locationUpdateBody>;
      ctx.body = await company.updateLocation(callerOf(ctx), id, changes);
    },
  );

  router.delete(
    '/api/location',
    companyCaller,
    validate({ query: locationRefQuery }),
    async (ctx) => {
      const { id } = ctx.state.query as z.infer<typeof locationRefQuery>;
      await company.deleteLocation(callerOf(ctx), id);
      ctx.status = 204;
    },
  );

  return router;
}
