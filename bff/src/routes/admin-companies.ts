import Router from '@koa/router';
import {
  adminCompanyListQuerySchema,
  type AdminCompanyDetails,
  type AdminCompanyList,
} from '@rha/contracts';
import { callerOf, handle, type Auth, type Caller } from '@rha/kit';
import type { CompanyApi } from '../clients/company.js';
import type { ServiceRequestApi } from '../clients/service-request.js';

export interface AdminCompanyRoutesDeps {
  auth: Auth;
  company: CompanyApi;
  serviceRequests: ServiceRequestApi;
}

/**
 * The Admin Dashboard's Companies tab, read-only. The company service owns companies, locations
 * and contacts, the service-request service the requests; the bff joins the two, and both check
 * the admin role again.
 */
export function adminCompanyRoutes(deps: AdminCompanyRoutesDeps): Router {
  const router = new Router();
  const adminRole = deps.auth.requireRole('admin');

  router.get(
    '/api/admin/companies',
    handle({ auth: adminRole, query: adminCompanyListQuerySchema }, async (ctx, { query }) => {
      const caller = callerOf(ctx);
      const page = await deps.company.listForAdmin(caller, query);
      const counts = await deps.serviceRequests.countsByCompany(
        caller,
        page.companies.map((company) => company.id),
      );
      const list: AdminCompanyList = {
        nextCursor: page.nextCursor,
        companies: page.companies.map((company) => ({
          ...company,
          requestCount: counts.get(company.id) ?? 0,
        })),
      };
      ctx.set('Cache-Control', 'no-store');
      ctx.body = list;
    }),
  );

  router.get(
    '/api/admin/companies/:id',
    handle({ auth: adminRole }, async (ctx) => {
      const details = await companyDetails(deps, callerOf(ctx), ctx.params.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = details;
    }),
  );

  return router;
}

/**
 * The company first: a malformed or unknown id is its refusal, and the requests are asked for only
 * once the company is known. The count comes apart from the list, which is capped.
 */
async function companyDetails(
  { company, serviceRequests }: AdminCompanyRoutesDeps,
  caller: Caller,
  id: string,
): Promise<AdminCompanyDetails> {
  const found = await company.detailsForAdmin(caller, id);
  const [requests, counts] = await Promise.all([
    serviceRequests.listForCompany(caller, found.company.id),
    serviceRequests.countsByCompany(caller, [found.company.id]),
  ]);
  return {
    company: { ...found.company, requestCount: counts.get(found.company.id) ?? 0 },
    locations: found.locations,
    requests,
  };
}
