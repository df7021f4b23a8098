/* global __ENV */
// Sign-in and profile read: a signed-in user's profile, the most frequent authenticated call.
// ACCESS_TOKEN is an access token of a demo user (e.g. copied from the browser after signing in).
// Run: k6 run -e BASE_URL=http://localhost:8080 -e ACCESS_TOKEN=<token> deploy/k6/sign-in-profile.js
import http from 'k6/http';
import { check } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    profile: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 10),
      duration: __ENV.DURATION || '30s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/user}': ['p(99)<50'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const token = __ENV.ACCESS_TOKEN;
  if (!token) {
    throw new Error(
      'Set ACCESS_TOKEN to an access token of a demo user (k6 run -e ACCESS_TOKEN=...)',
    );
  }
  return { token };
}

export default function signInProfile({ token }) {
  const response = http.get(`${BASE_URL}/api/user`, {
    headers: { authorization: `Bearer ${token}` },
    tags: { name: '/api/user' },
  });
  check(response, {
    'profile is returned': (r) => r.status === 200,
    'profile has an email': (r) => typeof r.json('email') === 'string',
  });
}
