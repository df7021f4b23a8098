/* global __ENV */
// Service-request submit: a company user submits service requests for one of its locations.
// The company demo user signs in in setup() and uses the company's first location; a company without any
// (a fresh database) gets one through the Company Profile save, as the web app's profile panel does.
// Run: k6 run -e BASE_URL=http://localhost:8080 deploy/k6/service-request-submit.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { authorization, signIn, tokenUrl } from './lib/auth.js';
import { constantVus, p99Below } from './lib/profile.js';

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

// Bethel, Alaska: an address the ZIP code check accepts.
const LOAD_TEST_COMPANY = {
  companyName: 'Kuskokwim Load Test Co',
  phone: '9075550100',
  address: '100 Chief Eddie Hoffman Hwy',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

function companyLocations(headers) {
  const response = http.get(`${BASE_URL}/api/location`, { headers, tags: { name: 'setup' } });
  if (response.status !== 200) {
    throw new Error(`GET /api/location answered ${response.status}: ${response.body}`);
  }
  return response.json();
}

export function setup() {
  const session = signIn(tokenUrl(BASE_URL), 'company');
  const headers = { authorization: authorization(session), 'content-type': 'application/json' };
  let locations = companyLocations(headers);
  if (locations.length === 0) {
    const user = http.get(`${BASE_URL}/api/user`, { headers, tags: { name: 'setup' } });
    const saved = http.patch(
      `${BASE_URL}/api/profile`,
      JSON.stringify({ ...LOAD_TEST_COMPANY, email: user.json('email') }),
      { headers, tags: { name: 'setup' } },
    );
    if (saved.status !== 200) {
      throw new Error(`PATCH /api/profile answered ${saved.status}: ${saved.body}`);
    }
    locations = companyLocations(headers);
  }
  const locationId = locations[0].id;
  // Fails the run at once, with the answer, when the stack refuses the form.
  const first = submit(session, locationId, 'setup');
  if (first.status !== 201 && first.status !== 200) {
    throw new Error(`POST /api/service-request/company answered ${first.status}: ${first.body}`);
  }
  return { session, locationId };
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

function submit(session, locationId, name) {
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
  return http.post(`${BASE_URL}/api/service-request/company`, JSON.stringify(body), {
    headers: { authorization: authorization(session), 'content-type': 'application/json' },
    tags: { name },
  });
}

export default function submitServiceRequest({ session, locationId }) {
  const response = submit(session, locationId, '/api/service-request/company');
  check(response, {
    'service request is accepted': (r) => r.status === 200 || r.status === 201,
    'ticket number is returned': (r) => /^\d{8}-\d{4}$/.test(r.json('serviceTicketNumber')),
  });
  sleep(1);
}
