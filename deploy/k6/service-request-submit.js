/* global __ENV */
// Service-request submit: a company user submits service requests.
// ACCESS_TOKEN is an access token of the company demo user; LOCATION_ID one of that company's locations.
// Run: k6 run -e BASE_URL=http://localhost:8080 -e ACCESS_TOKEN=<token> -e LOCATION_ID=<id> \
//   deploy/k6/service-request-submit.js
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    submitters: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 5),
      duration: __ENV.DURATION || '30s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/service-request/company}': ['p(99)<300'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const token = __ENV.ACCESS_TOKEN;
  const locationId = __ENV.LOCATION_ID;
  if (!token || !locationId) {
    throw new Error('Set ACCESS_TOKEN (company demo user) and LOCATION_ID (one of its locations)');
  }
  return { token, locationId };
}

// The spec's ticket number: date as YYYYMMDD, a dash, a random number 1000 to 9999.
function ticketNumber() {
  const date = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `${date}-${1000 + Math.floor(Math.random() * 9000)}`;
}

function preferredDate() {
  const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  return nextWeek.toISOString().slice(0, 10);
}

export default function submitServiceRequest({ token, locationId }) {
  const body = {
    serviceTicketNumber: ticketNumber(),
    serviceType: 'remote-hands',
    jobDescription: 'Power-cycle the satellite modem in the community office.',
    location: locationId,
    restrictedAccess: 'no',
    liveVideoRequired: 'no',
    preferredDate: preferredDate(),
    preferredTimeRange: '8:00 AM - 10:00 AM',
    hasDocumentation: 'no',
    hasWifi: '',
    wantProPackage: '',
    hasOutlet: '',
    connectionMethod: '',
    videoDuration: '',
    contactPerson: '',
    phoneNumber: '',
    additionalInformation: '',
  };
  const response = http.post(`${BASE_URL}/api/service-request/company`, JSON.stringify(body), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    tags: { name: '/api/service-request/company' },
  });
  check(response, { 'service request is accepted': (r) => r.status === 200 || r.status === 201 });
  sleep(1);
}
