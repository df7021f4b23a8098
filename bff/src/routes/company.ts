import Router from '@koa/router';
import { companyProfileSchema } from '@rha/contracts';
import { callerOf, handle, type Auth } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';

export interface CompanyRoutesDeps {
  auth: Auth;
  company: CompanyApi;
}

/**
 * GET /api/companies/me and POST /api/companies/updateCompany: the company's name and website
 * (404 before it exists).
 */
export function companyRoutes({ auth, company }: CompanyRoutesDeps): Router {
  const router = new Router();

  const companyRole = auth.requireRole('company');
  router.get(
    '/api/companies/me',
    handle({ auth: companyRole }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await company.getCompany(callerOf(ctx));
    }),
  );

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
