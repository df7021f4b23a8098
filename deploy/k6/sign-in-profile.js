/* global __ENV, __VU */
// Sign-in and profile read: signed-in users read their profile, the most frequent authenticated call.
// Each demo user (company, technician, admin) signs in once in setup(); the virtual users take turns.
// Run: k6 run -e BASE_URL=http://localhost:8080 deploy/k6/sign-in-profile.js
import http from 'k6/http';
import { check } from 'k6';
import { authorization, signIn, tokenUrl } from './lib/auth.js';
import { constantVus, p99Below } from './lib/profile.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const ROLES = ['company', 'technician', 'admin'];

export const options = {
  scenarios: {
    profile: constantVus({ vus: 10, duration: '30s' }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/user}': [p99Below(50)],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const url = tokenUrl(BASE_URL);
  const sessions = ROLES.map((role) => signIn(url, role));
  for (const session of sessions) {
    // Fails the run at once, with the answer, when the stack does not accept the token.
    const profile = http.get(`${BASE_URL}/api/user`, {
      headers: { authorization: authorization(session) },
      tags: { name: 'setup' },
    });
    if (profile.status !== 200) {
      throw new Error(
        `GET /api/user as ${session.role} answered ${profile.status}: ${profile.body}`,
      );
    }
  }
  return { sessions };
}

export default function signInProfile({ sessions }) {
  const response = http.get(`${BASE_URL}/api/user`, {
    headers: { authorization: authorization(sessions[__VU % sessions.length]) },
    tags: { name: '/api/user' },
  });
  check(response, {
    'profile is returned': (r) => r.status === 200,
    'profile has an email': (r) => typeof r.json('email') === 'string',
  });
}
