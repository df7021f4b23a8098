import Router from '@koa/router';
import { companyProfileSchema, type CompanyProfileInput } from '@rha/contracts';
import { callerOf, requireCompanyCaller, validate, type Auth } from '@rha/kit';
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

  router.get('/api/companies/me', requireCompanyCaller(auth), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await company.getCompany(callerOf(ctx));
  });

  router.post(
    '/api/companies/updateCompany',
    requireCompanyCaller(auth),
    validate({ body: companyProfileSchema }),
    async (ctx) => {
      const { companyName, website } = ctx.state.body as CompanyProfileInput;
      ctx.body = await company.updateCompany(callerOf(ctx), {
        companyName,
        ...(website !== undefined && { website }),
      });
    },
  );

  return router;
}
