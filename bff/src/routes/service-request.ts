import Router from '@koa/router';
import { serviceRequestSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { ServiceRequestApi } from '../clients/service-request.js';

export interface ServiceRequestRoutesDeps {
  auth: Auth;
  serviceRequests: ServiceRequestApi;
}

/**
 * The spec's company service-request path. The body is checked here with the same shared schema
 * the service uses, so the browser gets the spec's messages without a hop; the service checks it
 * again together with what only it can know (the location is the caller's, the ticket is free).
 */
export function serviceRequestRoutes({ auth, serviceRequests }: ServiceRequestRoutesDeps): Router {
  const router = new Router();
  const companyRole = auth.requireRole('company');

  router.post(
    '/api/service-request/company',
    handle({ auth: companyRole, body: serviceRequestSchema }, async (ctx, { body }) => {
      const submitted = await serviceRequests.submit(callerOf(ctx), body);
      ctx.status = submitted.created ? 201 : 200;
      ctx.body = {
        success: true,
        id: submitted.request.id,
        serviceTicketNumber: submitted.request.serviceTicketNumber,
      };
    }),
  );

  return router;
}
