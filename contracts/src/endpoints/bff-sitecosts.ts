// The bff's site-cost entries: each checks the caller's role and passes the call to
// service-request, which checks the job's ownership and status; listed in bff.ts's document.
import type { Endpoint } from './define.js';
import { serviceRequestSiteCostEndpoints } from './service-request-sitecosts.js';

export const bffSiteCostEndpoints: Endpoint[] = serviceRequestSiteCostEndpoints.map(
  (entry): Endpoint => ({
    ...entry,
    path: `/api${entry.path}`,
    service: 'bff',
    forwardsTo: { service: 'service-request', operationId: entry.operationId },
  }),
);
