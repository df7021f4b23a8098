// The bff's quote and payment-terms entries: each checks the caller's role and passes the call on. Listed in bff.ts's document.
import { entryNamed, forwarded } from './define.js';
import { serviceRequestQuoteEndpoints } from './service-request-quote.js';
import { billingQuoteEndpoints } from './billing-quote.js';

export const bffQuoteEndpoints = [
  forwarded(entryNamed(serviceRequestQuoteEndpoints, 'quoteServiceRequest'), {
    path: '/api/admin/service-requests/{id}/quote',
    tags: ['dispatch'],
  }),
  forwarded(entryNamed(serviceRequestQuoteEndpoints, 'acceptQuote'), {
    path: '/api/service-requests/{id}/quote/accept',
    tags: ['service-requests'],
  }),
  forwarded(entryNamed(serviceRequestQuoteEndpoints, 'declineQuote'), {
    path: '/api/service-requests/{id}/quote/decline',
    tags: ['service-requests'],
  }),
  forwarded(entryNamed(billingQuoteEndpoints, 'getPaymentTerms'), {
    path: '/api/admin/companies/{companyId}/payment-terms',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingQuoteEndpoints, 'setPaymentTerms'), {
    path: '/api/admin/companies/{companyId}/payment-terms',
    tags: ['billing'],
  }),
];
