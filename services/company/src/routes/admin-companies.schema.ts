import { adminCompanyListQuerySchema } from '@rha/contracts/schemas';
import { z } from 'zod';

/** GET /admin/companies: search, filter, order and page. */
export const adminCompaniesQuery = adminCompanyListQuerySchema;

/** Company ids are UUIDs; anything else is a malformed request rather than an unknown company. */
export const adminCompanyId = z.uuid('Company id must be a UUID');
