import Router from '@koa/router';
import type { AttentionShape } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { ServiceRequestApi } from '../clients/service-request.js';
import type { TechnicianApi } from '../clients/technician.js';

export interface AttentionRoutesDeps {
  auth: Auth;
  serviceRequests: ServiceRequestApi;
  technician: TechnicianApi;
}

/**
 * What waits for the signed-in person, in one answer: service-request's part for everyone and, for
 * an admin, technician's applicants, both asked at once so a slow link pays one round trip. Each
 * service checks the role and what the caller owns again.
 */
export function attentionRoutes({
  auth,
  serviceRequests,
  technician,
}: AttentionRoutesDeps): Router {
  const router = new Router();
  router.get(
    '/api/attention',
    handle({ auth: auth.requireRole('company', 'technician', 'admin') }, async (ctx, input) => {
      const caller = callerOf(ctx);
      const isAdmin = input.auth.roles.includes('admin');
      const [requests, applicants] = await Promise.all([
        serviceRequests.attention(caller),
        isAdmin ? technician.applicantsAttention(caller) : Promise.resolve([]),
      ]);
      const attention: AttentionShape =
        applicants.length === 0
          ? requests
          : {
              ...requests,
              items: [...requests.items, ...applicants].sort((a, b) => b.at.localeCompare(a.at)),
            };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = attention;
    }),
  );
  return router;
}
