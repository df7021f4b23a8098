import { adminListQuerySchema } from '@rha/contracts/schemas';

/** GET /admin/companies: search and page. */
export const adminCompaniesQuery = adminListQuerySchema;
