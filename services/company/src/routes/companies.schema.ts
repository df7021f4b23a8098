import { companyChangesSchema } from '@rha/contracts/schemas';

/** PATCH /companies/me: name and website, each optional. */
export const companyUpdateBody = companyChangesSchema;
