// The bff's price-table and estimate entries: each checks the caller's role and passes the call to billing. Listed in bff.ts's document.
import { entryNamed, forwarded } from './define.js';
import { billingEstimateEndpoints } from './billing-estimate.js';

export const bffEstimateEndpoints = [
  forwarded(entryNamed(billingEstimateEndpoints, 'getPriceTable'), {
    path: '/api/price-table',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEstimateEndpoints, 'updatePriceTable'), {
    path: '/api/admin/price-table',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEstimateEndpoints, 'putRequestEstimate'), {
    path: '/api/service-requests/{id}/estimate',
    tags: ['billing'],
  }),
  forwarded(entryNamed(billingEstimateEndpoints, 'getRequestEstimate'), {
    path: '/api/service-requests/{id}/estimate',
    tags: ['billing'],
  }),
];
