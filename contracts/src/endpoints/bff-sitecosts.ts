// The bff's site-cost entries: each checks the caller's role and passes the call to
// service-request, which checks the job's ownership and status; listed in bff.ts's document.
import { forwarded } from './define.js';
import { serviceRequestSiteCostEndpoints } from './service-request-sitecosts.js';

export const bffSiteCostEndpoints = serviceRequestSiteCostEndpoints.map((entry) =>
  forwarded(entry, { path: `/api${entry.path}`, tags: entry.tags ?? [] }),
);
