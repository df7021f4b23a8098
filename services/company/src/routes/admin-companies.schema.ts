import { adminCompanyListQuerySchema } from '@rha/contracts/schemas';

/** GET /admin/companies: search, filter, order and page. */
export const adminCompaniesQuery = adminCompanyListQuerySchema;
