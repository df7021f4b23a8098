// The bff's pay and counter-offer entries: each checks the caller's role and passes the call to service-request. Listed in bff.ts's document.
import { entryNamed, forwarded } from './define.js';
import { serviceRequestPayofferEndpoints } from './service-request-payoffer.js';

export const bffPayofferEndpoints = [
  forwarded(entryNamed(serviceRequestPayofferEndpoints, 'setRequestPay'), {
    path: '/api/admin/service-requests/{id}/pay',
    tags: ['admin'],
  }),
  forwarded(entryNamed(serviceRequestPayofferEndpoints, 'counterOffer'), {
    path: '/api/offers/{offerId}/counter',
    tags: ['technicians'],
    operationId: 'counterJobOffer',
  }),
  forwarded(entryNamed(serviceRequestPayofferEndpoints, 'acceptCounterOffer'), {
    path: '/api/admin/counter-offers/{counterId}/accept',
    tags: ['admin'],
  }),
  forwarded(entryNamed(serviceRequestPayofferEndpoints, 'declineCounterOffer'), {
    path: '/api/admin/counter-offers/{counterId}/decline',
    tags: ['admin'],
  }),
];
