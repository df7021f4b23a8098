// The billing service's payment-terms endpoints; listed in its document.
import { z } from 'zod';
import { paymentTermsSchema } from '../schemas/quote.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Invalid = problemResponse(
  'PaymentTermsInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const Unauthorized = problemResponse(
  'PaymentTermsUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse(
  'PaymentTermsForbidden',
  'The caller is not an admin (`forbidden`).',
);
const Failure = problemResponse(
  'PaymentTermsError',
  'Any other failure, as RFC 9457 problem details.',
);

export const CompanyPaymentTerms = z
  .strictObject({
    companyId: z.uuid(),
    termsDays: z.number().int(),
    isDefault: z.boolean().meta({
      description: 'True while no admin has set terms for the company: the default applies.',
    }),
  })
  .meta({ id: 'CompanyPaymentTerms' });

const CompanyIdParams = z.object({
  companyId: z.uuid().meta({ param: { description: "The company's id.", id: 'TermsCompanyId' } }),
});

const terms = {
  description: "The company's payment terms, used for the due date of its next invoices.",
  content: { 'application/json': { schema: CompanyPaymentTerms } },
};

export const billingQuoteEndpoints = [
  endpoint({
    operationId: 'getPaymentTerms',
    method: 'get',
    path: '/admin/companies/{companyId}/payment-terms',
    service: 'billing',
    roles: ['admin'],
    tags: ['billing'],
    summary: "A company's payment terms, or the default",
    params: CompanyIdParams,
    responses: { '200': terms, '401': Unauthorized, '403': WrongRole, default: Failure },
  }),
  endpoint({
    operationId: 'setPaymentTerms',
    method: 'put',
    path: '/admin/companies/{companyId}/payment-terms',
    service: 'billing',
    roles: ['admin'],
    tags: ['billing'],
    summary: "Set a company's payment terms (0 to 90 days)",
    description:
      'Invoices issued from now on fall due this many days after issue; earlier ones keep theirs.',
    params: CompanyIdParams,
    body: { content: { 'application/json': { schema: paymentTermsSchema } }, required: true },
    responses: {
      '200': terms,
      '400': Invalid,
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
];
