/* global __ENV, __ITER */
// Admin directory: an admin looks for technicians by name and pages through the directory, as the Admin
// Dashboard's search box and scrolling do. The admin demo user signs in in setup().
// Run: k6 run -e BASE_URL=http://localhost:8080 deploy/k6/admin-directory.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { authorization, signIn, tokenUrl } from './lib/auth.js';
import { constantVus, p99Below } from './lib/profile.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
// Name fragments an admin types: common ones that match many technicians and rarer ones.
const SEARCHES = ['', 'an', 'tech', 'son', 'Bench', 'zz'];
/** The directory's orders (TECHNICIAN_LIST_SORTS), taken in turn. */
const SORTS = ['name', 'newest', 'lastLogin'];

export const options = {
  scenarios: {
    admins: constantVus({ vus: 5, duration: '30s' }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/admin/technicians}': [p99Below(200)],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  return { session: signIn(tokenUrl(BASE_URL), 'admin') };
}

export default function adminDirectory({ session }) {
  const search = SEARCHES[__ITER % SEARCHES.length];
  const sort = SORTS[__ITER % SORTS.length];
  const response = http.get(
    `${BASE_URL}/api/admin/technicians?q=${encodeURIComponent(search)}&sort=${sort}`,
    {
      headers: { authorization: authorization(session) },
      tags: { name: '/api/admin/technicians' },
    },
  );
  check(response, {
    'technician directory is returned': (r) => r.status === 200,
    'directory lists technicians': (r) => Array.isArray(r.json('technicians')),
    'the page says where the next one starts': (r) => r.json('nextCursor') !== undefined,
  });
  sleep(1);
}
