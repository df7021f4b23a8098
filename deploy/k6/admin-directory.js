/* global __ENV */
// later: GET /api/admin/technicians — the endpoint arrives with the technician/admin issue.
// Admin directory: an admin pages through the technician directory.
// ACCESS_TOKEN is an access token of the admin demo user.
// Run: k6 run -e BASE_URL=http://localhost:8080 -e ACCESS_TOKEN=<token> deploy/k6/admin-directory.js
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    admins: {
      executor: 'constant-vus',
      vus: Number(__ENV.VUS || 5),
      duration: __ENV.DURATION || '30s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/admin/technicians}': ['p(99)<200'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const token = __ENV.ACCESS_TOKEN;
  if (!token) {
    throw new Error('Set ACCESS_TOKEN to an access token of the admin demo user');
  }
  return { token };
}

export default function adminDirectory({ token }) {
  const response = http.get(`${BASE_URL}/api/admin/technicians`, {
    headers: { authorization: `Bearer ${token}` },
    tags: { name: '/api/admin/technicians' },
  });
  check(response, {
    'technician directory is returned': (r) => r.status === 200,
    'directory lists technicians': (r) => Array.isArray(r.json('technicians')),
  });
  sleep(1);
}
