/* global __ENV, __ITER */
// Mixed load: every other scenario's user, and a technician reading their Jobs tab, arriving together in
// the proportions of a working day. Each iteration is one user action, picked by weight (ACTIONS below).
// An open model (constant arrival rate): `npm run bench:mixed` steps RATE up to the highest one the stack
// holds with no errors and p99 under 300 ms.
// Run: k6 run -e BASE_URL=http://localhost:8080 -e RATE=20 -e DURATION=30s deploy/k6/mixed.js
import http from 'k6/http';
import { check } from 'k6';
import exec from 'k6/execution';
import { authorization, signIn, tokenUrl } from './lib/auth.js';
import { constantArrivalRate, p99Below } from './lib/profile.js';
import {
  companyLocationId,
  submitFirstServiceRequest,
  submitServiceRequest,
} from './lib/service-request.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const ROLES = ['company', 'technician', 'admin'];
const SEARCHES = ['', 'an', 'tech', 'son', 'Bench', 'zz'];

export const options = {
  scenarios: {
    // The tag sets the iterations' requests apart from setup()'s, whose cold first calls are not the load.
    mixed: { ...constantArrivalRate({ rate: 20, duration: '30s' }), tags: { phase: 'iterations' } },
  },
  // Each request name's own limit also puts its latencies in the summary bench:mixed reads.
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: [p99Below(300)],
    'http_req_failed{phase:iterations}': ['rate<0.01'],
    'http_req_duration{phase:iterations}': [p99Below(300)],
    'http_req_duration{name:web-app}': [p99Below(300)],
    'http_req_duration{name:/config.json}': [p99Below(300)],
    'http_req_duration{name:/api/user}': [p99Below(300)],
    'http_req_duration{name:/api/technicians/jobs}': [p99Below(300)],
    'http_req_duration{name:/api/admin/technicians}': [p99Below(300)],
    'http_req_duration{name:/api/service-request/company}': [p99Below(300)],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const url = tokenUrl(BASE_URL);
  const sessions = Object.fromEntries(ROLES.map((role) => [role, signIn(url, role)]));
  const locationId = companyLocationId(sessions.company);
  submitFirstServiceRequest(sessions.company, locationId);
  // The technician's Jobs tab answers without anything seeded (bench:mixed seeds the demo data, so there
  // it reads an offer and jobs), but a first call fails the run at once, with the answer, when the
  // stack does not take the technician's token.
  const jobs = http.get(`${BASE_URL}/api/technicians/jobs`, {
    headers: { authorization: authorization(sessions.technician) },
    tags: { name: 'setup' },
  });
  if (jobs.status !== 200) {
    throw new Error(`GET /api/technicians/jobs answered ${jobs.status}: ${jobs.body}`);
  }
  return { sessions, locationId };
}

function publicBrowse() {
  // One page of the web app (the bff answers every client-side route with index.html) and its settings.
  const page = http.get(`${BASE_URL}/services`, {
    headers: { accept: 'text/html' },
    tags: { name: 'web-app' },
  });
  const config = http.get(`${BASE_URL}/config.json`, { tags: { name: '/config.json' } });
  check(page, { 'web app page is served': (r) => r.status === 200 });
  check(config, { 'runtime config is served': (r) => r.status === 200 });
}

function profile({ sessions }) {
  const session = sessions[ROLES[__ITER % ROLES.length]];
  const response = http.get(`${BASE_URL}/api/user`, {
    headers: { authorization: authorization(session) },
    tags: { name: '/api/user' },
  });
  check(response, {
    'profile is returned': (r) => r.status === 200,
    'profile has an email': (r) => typeof r.json('email') === 'string',
  });
}

function technicianJobs({ sessions }) {
  const response = http.get(`${BASE_URL}/api/technicians/jobs`, {
    headers: { authorization: authorization(sessions.technician) },
    tags: { name: '/api/technicians/jobs' },
  });
  check(response, {
    'a page of jobs is returned': (r) => r.status === 200 && Array.isArray(r.json('items')),
  });
}

function adminDirectory({ sessions }) {
  const search = SEARCHES[__ITER % SEARCHES.length];
  const response = http.get(
    `${BASE_URL}/api/admin/technicians?q=${encodeURIComponent(search)}&sort=newest`,
    {
      headers: { authorization: authorization(sessions.admin) },
      tags: { name: '/api/admin/technicians' },
    },
  );
  check(response, {
    'technician directory is returned': (r) =>
      r.status === 200 && Array.isArray(r.json('technicians')),
  });
}

function submit({ sessions, locationId }) {
  const response = submitServiceRequest(
    sessions.company,
    locationId,
    '/api/service-request/company',
  );
  check(response, {
    'service request is accepted': (r) => r.status === 200 || r.status === 201,
  });
}

// Per 100 user actions. A marketplace is read far more than written: visitors and users opening a page
// outnumber everything (every signed-in page load reads the profile); technicians on the road reopen their
// Jobs tab often, waiting for offers; the few admins search the directory many times a day; a company
// submits a request rarely, a few a week, so submits are the smallest share.
const ACTIONS = [
  { name: 'public-browse', weight: 40, run: publicBrowse },
  { name: 'sign-in-profile', weight: 25, run: profile },
  { name: 'technician-jobs', weight: 15, run: technicianJobs },
  { name: 'admin-directory', weight: 12, run: adminDirectory },
  { name: 'service-request-submit', weight: 8, run: submit },
];

/**
 * The actions in an order that spreads each one evenly over every hundred arrivals (smooth weighted
 * round-robin): a run of a few seconds already holds every action, in close to its share.
 */
function schedule(actions) {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  const current = actions.map(() => 0);
  const order = [];
  for (let slot = 0; slot < total; slot += 1) {
    actions.forEach((action, index) => {
      current[index] += action.weight;
    });
    const next = current.indexOf(Math.max(...current));
    current[next] -= total;
    order.push(actions[next]);
  }
  return order;
}

const SCHEDULE = schedule(ACTIONS);

export default function mixed(data) {
  SCHEDULE[exec.scenario.iterationInTest % SCHEDULE.length].run(data);
}
