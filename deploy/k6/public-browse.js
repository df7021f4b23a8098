/* global __ENV */
// Public browse: an anonymous visitor loads the web app and its runtime settings.
// Run: k6 run -e BASE_URL=http://localhost:8080 deploy/k6/public-browse.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { constantVus, p99Below } from './lib/profile.js';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';

export const options = {
  scenarios: {
    visitors: constantVus({ vus: 10, duration: '30s' }),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:web-app}': [p99Below(100)],
    'http_req_duration{name:/config.json}': [p99Below(50)],
    checks: ['rate>0.99'],
  },
};

export default function publicBrowse() {
  // The bff answers every client-side route a browser navigates to with the web app's index.html.
  for (const route of ['/', '/services', '/about']) {
    const page = http.get(`${BASE_URL}${route}`, {
      headers: { accept: 'text/html' },
      tags: { name: 'web-app' },
    });
    check(page, { 'web app page is served': (r) => r.status === 200 });
  }

  const config = http.get(`${BASE_URL}/config.json`, { tags: { name: '/config.json' } });
  check(config, {
    'runtime config is served': (r) => r.status === 200,
    'runtime config names the realm': (r) => r.json('realm') === 'remote-hands',
  });

  sleep(1);
}
