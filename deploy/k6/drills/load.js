/* global __ENV, __VU, __ITER */
// The load the drills (deploy/src/drills, `npm run drills`) break the stack under: sign-ins, profile reads,
// service-request submits and company registrations, each write resent on a 5xx or no answer with its
// Idempotency-Key, as the web app's queue does. Every answer and every write is a point of the drill_*
// metrics, which the drill reads from k6's JSON output to count what was accepted, lost or duplicated.
//
// Each iteration first asks CONTROL_URL: the load waits until the drill has read the stack's counts (setup()
// may have saved the company's profile), and a virtual user told to stop starts nothing new, so no write
// is cut off half-resent when the drill then ends the run.
import http from 'k6/http';
import { sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { authorization, passwordGrant, signIn, tokenUrl } from '../lib/auth.js';
import {
  companyLocationId,
  companyProfile,
  serviceRequestForm,
  submitServiceRequest,
} from '../lib/service-request.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const CONTROL_URL = __ENV.CONTROL_URL;
const RUN_ID = __ENV.RUN_ID || 'drill';
const PAUSE_S = Number(__ENV.PAUSE_MS || 250) / 1000;
// Accounts the drill created for this run, `drill-<RUN_ID>-<vu>-<n>@example.com`: n = 0 is the virtual
// user's own for its sign-ins (the identity provider refuses parallel sign-ins of one user, as Keycloak
// does), 1 to REGISTRANTS_PER_VU each register once.
const REGISTRANTS_PER_VU = Number(__ENV.REGISTRANTS_PER_VU || 0);
const DRILL_PASSWORD = __ENV.DRILL_PASSWORD || '';

// Past this a request counts as hung: failing fast means answering well inside it.
const REQUEST_TIMEOUT = '10s';
const RESEND_PAUSE_S = 0.5;
const MAX_ATTEMPTS = 240;
const MIX = [
  'submit',
  'profile-read',
  'submit',
  'sign-in',
  'profile-read',
  'register',
  'submit',
  'profile-read',
  'sign-in',
  'submit',
];

/** Each answer's time in ms, tagged with its operation, status and whether it is problem+json. */
const answers = new Trend('drill_answer_ms', true);
/** One point per write once it is settled: `ids` holds what the stack answered with (none: never accepted). */
const writes = new Counter('drill_write');

export const options = {
  scenarios: {
    drill: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 2),
      // An upper bound only: the drill stops the run through k6's REST API.
      duration: __ENV.MAX_DURATION || '2h',
      gracefulStop: '0s',
    },
  },
};

export function setup() {
  if (!CONTROL_URL) throw new Error('CONTROL_URL is not set: the drills start this script');
  const url = tokenUrl(BASE_URL);
  const session = signIn(url, 'company');
  return { url, session, locationId: companyLocationId(session) };
}

let registered = 0;

export default function drillLoad({ url, session, locationId }) {
  const told = askControl();
  if (told !== 'run') {
    sleep(told === 'wait' ? 0.1 : 1);
    return;
  }
  let operation = MIX[(__ITER + __VU) % MIX.length];
  if (operation === 'register' && registered >= REGISTRANTS_PER_VU) operation = 'profile-read';
  if (operation === 'submit') submit(session, locationId);
  else if (operation === 'register') register(url, ++registered);
  else if (operation === 'sign-in')
    timed('sign-in', () => passwordGrant(url, drillAccount(0), { timeout: REQUEST_TIMEOUT }));
  else
    timed('profile-read', () =>
      http.get(`${BASE_URL}/api/user`, {
        headers: { authorization: authorization(session) },
        tags: { name: 'profile-read' },
        timeout: REQUEST_TIMEOUT,
      }),
    );
  sleep(PAUSE_S);
}

/** `wait` until the drill has counted what the stack holds, `run`, then `stop` for good. */
function askControl() {
  return http.get(`${CONTROL_URL}/state?vu=${__VU}`, { tags: { name: 'control' } }).body;
}

function timed(operation, send) {
  const sentAt = Date.now();
  const response = send();
  const contentType = response.headers['Content-Type'] || '';
  answers.add(Date.now() - sentAt, {
    operation,
    status: String(response.status),
    problem: String(contentType.startsWith('application/problem+json')),
  });
  return response;
}

function accepted(response) {
  return response.status >= 200 && response.status < 300;
}

function worthResending(response) {
  return response.status === 0 || response.status >= 500;
}

/**
 * Sends a write (`send` records its own answers) until it is accepted or refused for good; once accepted
 * after a resend, sends it once more to see the key answer the same write. `idOf` names what an
 * accepted answer wrote.
 */
function resend(operation, send, idOf) {
  const ids = new Set();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const response = send();
    if (accepted(response)) {
      ids.add(idOf(response));
      if (attempts > 1) {
        const replay = send();
        if (accepted(replay)) ids.add(idOf(replay));
      }
    }
    if (!worthResending(response) || attempts >= MAX_ATTEMPTS) break;
    sleep(RESEND_PAUSE_S);
  }
  writes.add(1, { operation, ids: [...ids].join(' '), attempts: String(attempts) });
}

function submit(session, locationId) {
  const key = `${RUN_ID}-${__VU}-${__ITER}`;
  const params = {
    // Told apart from every other submit: the same form under a ticket number the company already
    // holds is taken for a resend of that request, and random ticket numbers do repeat.
    form: { ...serviceRequestForm(locationId), additionalInformation: `Drill write ${key}` },
    headers: { 'Idempotency-Key': key },
    timeout: REQUEST_TIMEOUT,
  };
  resend(
    'submit',
    () => timed('submit', () => submitServiceRequest(session, locationId, 'submit', params)),
    // Ticket numbers are unique within a company, and every submit here is the one company's.
    (response) => response.json('serviceTicketNumber'),
  );
}

/**
 * A new company user's first Company Profile save, which creates the company with its first location:
 * the drill counts companies left without one.
 */
function drillAccount(n) {
  return { username: `drill-${RUN_ID}-${__VU}-${n}@example.com`, password: DRILL_PASSWORD };
}

function register(url, n) {
  const account = drillAccount(n);
  let token = '';
  resend(
    'register',
    () => {
      if (!token) {
        const grant = timed('sign-in', () =>
          passwordGrant(url, account, { timeout: REQUEST_TIMEOUT }),
        );
        if (grant.status !== 200) return grant;
        token = grant.json('access_token');
      }
      return timed('register', () =>
        http.patch(
          `${BASE_URL}/api/profile`,
          JSON.stringify(companyProfile(account.username, `Drill Co ${__VU}-${n}`)),
          {
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            tags: { name: 'register' },
            timeout: REQUEST_TIMEOUT,
          },
        ),
      );
    },
    () => account.username,
  );
}
