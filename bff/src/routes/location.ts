import Router from '@koa/router';
import { locationSchema, locationUpdateSchema } from '@rha/contracts';
import { byRole, callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import type { TechnicianApi } from '../clients/technician.js';
import { locationRefQuery } from './location.schema.js';
import { technicianLocationHandlers, type LocationHandlers } from './technician-location.js';

export interface LocationRoutesDeps {
  auth: Auth;
  company: CompanyApi;
  technician: TechnicianApi;
}

/** The spec's /api/location: a company's several locations, or a technician's one (by role). */
export function locationRoutes({ auth, company, technician }: LocationRoutesDeps): Router {
  const router = new Router();
  const forCompany = companyLocationHandlers(auth, company);
  const forTechnician = technicianLocationHandlers({ auth, technician });
  const variants = (pick: keyof LocationHandlers) =>
    byRole(auth, { company: forCompany[pick], technician: forTechnician[pick] });

  router.get('/api/location', variants('read'));
  router.post('/api/location', variants('add'));
  router.patch('/api/location', variants('change'));
  router.delete('/api/location', variants('remove'));

  return router;
}

/**
 * The company variant. Bodies are checked here with the shared schema so the browser gets the
 * spec's messages without a hop; the company service checks them again together with what only it
 * knows (the ZIP code database, which locations are the caller's).
 */
function companyLocationHandlers(auth: Auth, company: CompanyApi): LocationHandlers {
  const companyRole = auth.requireRole('company');
  return {
    read: handle({ auth: companyRole }, async (ctx) => {
      const locations = await company.listLocations(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = locations;
    }),

    add: handle({ auth: companyRole, body: locationSchema }, async (ctx, { body }) => {
      const created = await company.addLocation(callerOf(ctx), body);
      ctx.status = 201;
      ctx.body = created;
    }),

    change: handle({ auth: companyRole, body: locationUpdateSchema }, async (ctx, { body }) => {
      const { id, ...changes } = body;
      ctx.body = await company.updateLocation(callerOf(ctx), id, changes);
    }),

    remove: handle({ auth: companyRole, query: locationRefQuery }, async (ctx, { query }) => {
      await company.deleteLocation(callerOf(ctx), query.id);
      ctx.status = 204;
    }),
  };
}
