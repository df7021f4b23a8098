import { ADMIN_PAGE_SIZE } from '@rha/contracts/schemas';
import { z } from 'zod';

/** Company ids are stored as the company service makes them: lowercase UUID text. */
const companyId = z.uuid('Company id must be a UUID').transform((id) => id.toLowerCase());

/** One `companyId` arrives as text, several as a list. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);

/** GET /admin/service-requests/counts: the companies of one page of the admin's list. */
export const adminRequestCountsQuery = z.strictObject({
  companyId: z.preprocess(
    asList,
    z
      .array(companyId, 'At least one company id is required')
      .min(1, 'At least one company id is required')
      .max(ADMIN_PAGE_SIZE, `At most ${ADMIN_PAGE_SIZE} company ids at a time`),
  ),
});

/** GET /admin/service-requests: one company's requests. */
export const adminCompanyRequestsQuery = z.strictObject({ companyId });
