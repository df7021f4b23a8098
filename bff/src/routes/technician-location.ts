import { technicianLocationSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type Koa from 'koa';
import type { TechnicianApi } from '../clients/technician.js';
import {
  technicianLocationChanges,
  technicianLocationRefQuery,
} from './technician-location.schema.js';

export interface TechnicianLocationDeps {
  auth: Auth;
  technician: TechnicianApi;
}

export interface LocationHandlers {
  read: Koa.Middleware;
  add: Koa.Middleware;
  change: Koa.Middleware;
  remove: Koa.Middleware;
}

/**
 * The technician variant of /api/location: the one service location, always as `{ location }`.
 * Bodies are checked here with the shared schema (the spec's messages without a hop) and again by
 * the technician service, which keeps each technician to their own location.
 */
export function technicianLocationHandlers({
  auth,
  technician,
}: TechnicianLocationDeps): LocationHandlers {
  const technicianRole = auth.requireRole('technician');
  return {
    read: handle({ auth: technicianRole }, async (ctx) => {
      const location = await technician.getLocation(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { location };
    }),

    add: handle({ auth: technicianRole, body: technicianLocationSchema }, async (ctx, { body }) => {
      const location = await technician.addLocation(callerOf(ctx), body);
      ctx.status = 201;
      ctx.body = { location };
    }),

    change: handle(
      { auth: technicianRole, body: technicianLocationChanges },
      async (ctx, { body }) => {
        ctx.body = { location: await technician.updateLocation(callerOf(ctx), body) };
      },
    ),

    remove: handle({ auth: technicianRole, query: technicianLocationRefQuery }, async (ctx) => {
      await technician.deleteLocation(callerOf(ctx));
      ctx.status = 204;
    }),
  };
}
