/* global __ENV */
// The company side of a service request, shared by the scenarios that submit them: a location to send the
// technician to and the submit itself, as the web app's form posts it.
import http from 'k6/http';
import { authorization } from './auth.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

// Bethel, Alaska: an address the ZIP code check accepts.
const LOAD_TEST_COMPANY = {
  companyName: 'Kuskokwim Load Test Co',
  phone: '9075550100',
  address: '100 Chief Eddie Hoffman Hwy',
  city: 'Bethel',
  state: 'Alaska',
  zipCode: '99559',
};

/** The Company Profile save of a company user, at the load-test address. */
export function companyProfile(email, companyName = LOAD_TEST_COMPANY.companyName) {
  return { ...LOAD_TEST_COMPANY, companyName, email };
}

function companyLocations(headers) {
  const response = http.get(`${BASE_URL}/api/location`, { headers, tags: { name: 'setup' } });
  if (response.status !== 200) {
    throw new Error(`GET /api/location answered ${response.status}: ${response.body}`);
  }
  return response.json();
}

/**
 * The company's first location; a company without any (a fresh database) gets one through the Company
 * Profile save, as the web app's profile panel does. For setup() only.
 */
export function companyLocationId(session) {
  const headers = { authorization: authorization(session), 'content-type': 'application/json' };
  let locations = companyLocations(headers);
  if (locations.length === 0) {
    const user = http.get(`${BASE_URL}/api/user`, { headers, tags: { name: 'setup' } });
    const saved = http.patch(
      `${BASE_URL}/api/profile`,
      JSON.stringify(companyProfile(user.json('email'))),
      { headers, tags: { name: 'setup' } },
    );
    if (saved.status !== 200) {
      throw new Error(`PATCH /api/profile answered ${saved.status}: ${saved.body}`);
    }
    locations = companyLocations(headers);
  }
  return locations[0].id;
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

/** The Create Service Request form for the location, as the web app posts it. */
export function serviceRequestForm(locationId) {
  return {
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
}

/**
 * Posts one service request, a new form for the location unless `params.form` is given (a resend must
 * send the same form with its Idempotency-Key); tagged `name` for the thresholds. `params` adds request
 * parameters (a timeout) and headers.
 */
export function submitServiceRequest(session, locationId, name, params = {}) {
  const { form = serviceRequestForm(locationId), ...request } = params;
  return http.post(`${BASE_URL}/api/service-request/company`, JSON.stringify(form), {
    ...request,
    headers: {
      authorization: authorization(session),
      'content-type': 'application/json',
      ...request.headers,
    },
    tags: { name },
  });
}

/** Fails the run at once, with the answer, when the stack refuses the form. For setup() only. */
export function submitFirstServiceRequest(session, locationId) {
  const first = submitServiceRequest(session, locationId, 'setup');
  if (first.status !== 201 && first.status !== 200) {
    throw new Error(`POST /api/service-request/company answered ${first.status}: ${first.body}`);
  }
}
