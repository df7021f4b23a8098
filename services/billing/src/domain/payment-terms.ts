import { DEFAULT_PAYMENT_TERMS_DAYS } from '@rha/contracts';
import type { Knex } from 'knex';

export interface CompanyPaymentTerms {
  companyId: string;
  termsDays: number;
  /** No admin has set the company's terms: the default applies. */
  isDefault: boolean;
}

type Queryable = Knex | Knex.Transaction;

/** The days a company has to pay an invoice issued now. */
export async function paymentTermsOf(
  db: Queryable,
  companyId: string,
): Promise<CompanyPaymentTerms> {
  const row = (await db('payment_terms').where({ company_id: companyId }).first()) as
    { terms_days: number } | undefined;
  return row
    ? { companyId, termsDays: row.terms_days, isDefault: false }
    : { companyId, termsDays: DEFAULT_PAYMENT_TERMS_DAYS, isDefault: true };
}

/** Sets the company's terms for the invoices issued from now on; issued ones keep theirs. */
export async function setPaymentTerms(
  db: Queryable,
  companyId: string,
  termsDays: number,
  updatedBy: string,
): Promise<CompanyPaymentTerms> {
  await db('payment_terms')
    .insert({ company_id: companyId, terms_days: termsDays, updated_by: updatedBy })
    .onConflict('company_id')
    .merge({ terms_days: termsDays, updated_by: updatedBy, updated_at: db.fn.now() });
  return { companyId, termsDays, isDefault: false };
}
