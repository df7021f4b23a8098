/* global __ENV */
// Service-request submit: a company user submits service requests for one of its locations.
// The company demo user signs in in setup() and uses the company's first location (lib/service-request.js).
// Run: k6 run -e BASE_URL=http://localhost:8080 deploy/k6/service-request-submit.js
import { check, sleep } from 'k6';
import { signIn, tokenUrl } from './lib/auth.js';
import { constantVus, p99Below } from './lib/profile.js';
import {
  companyLocationId,
  submitFirstServiceRequest,
  submitServiceRequest,
} from './lib/service-request.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    submitters: constantVus({ vus: 5, duration: '30s' }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/service-request/company}': [p99Below(300)],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const session = signIn(tokenUrl(BASE_URL), 'company');
  const locationId = companyLocationId(session);
  submitFirstServiceRequest(session, locationId);
  return { session, locationId };
}

export default function submitServiceRequests({ session, locationId }) {
  const response = submitServiceRequest(session, locationId, '/api/service-request/company');
  check(response, {
    'service request is accepted': (r) => r.status === 200 || r.status === 201,
    'ticket number is returned': (r) => /^\d{8}-\d{4}$/.test(r.json('serviceTicketNumber')),
  });
  sleep(1);
}
