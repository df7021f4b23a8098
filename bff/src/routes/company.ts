import Router from '@koa/router';
import { companyProfileSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';

export interface CompanyRoutesDeps {
  auth: Auth;
  company: CompanyApi;
}

/**
 * POST /api/companies/updateCompany: the company's name and website (404 before the company
 * exists). The company service takes the change as a PATCH, which the forwarding table, keeping
 * each method, cannot send.
 */
export function companyRoutes({ auth, company }: CompanyRoutesDeps): Router {
  const router = new Router();
  const companyRole = auth.requireRole('company');
  router.post(
    '/api/companies/updateCompany',
    handle({ auth: companyRole, body: companyProfileSchema }, async (ctx, { body }) => {
      const { companyName, website } = body;
      ctx.body = await company.updateCompany(callerOf(ctx), {
        companyName,
        ...(website !== undefined && { website }),
      });
    }),
  );

  return router;
}
