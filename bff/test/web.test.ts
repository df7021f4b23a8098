import type { Problem, RuntimeConfig } from '@rha/contracts';
import type { RunningService } from '@rha/kit';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SILENT_SSO_HTML =
  '<!doctype html><html><body><script src="/silent-check-sso.js"></script></body></html>';

let webDist: string;
let bff: RunningService;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'rha-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'silent-check-sso.html'), SILENT_SSO_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-3f2a1b.js'), 'console.log("app");');
  bff = await startBff({
    KEYCLOAK_URL: 'http://keycloak.internal:8080',
    PUBLIC_KEYCLOAK_URL: 'https://login.remotehands.example/',
    KEYCLOAK_REALM: 'remote-hands',
    IDENTITY_URL: 'http://127.0.0.1:9',
    WEB_DIST: webDist,
    METRICS_PORT: '0',
  });
});

afterAll(async () => {
  await bff?.stop();
  await rm(webDist, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${bff.url}${pathname}`, { headers });
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** fetch refuses to send TRACE; scanners and fuzzers send it all the same. */
function trace(pathname: string): Promise<{ status?: number; allow?: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${bff.url}${pathname}`, { method: 'TRACE' }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, allow: response.headers.allow }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('GET /config.json', () => {
  it("gives the browser Keycloak's public URL, the realm, the client id and the support mailbox, uncached", async () => {
    const response = await get('/config.json');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()) as RuntimeConfig).toEqual({
      keycloakUrl: 'https://login.remotehands.example',
      realm: 'remote-hands',
      clientId: 'web',
      supportEmail: 'support@remotehandsalaska.com',
    });
  });
});

describe('web app', () => {
  it('serves index.html for a client-side route the browser navigates to', async () => {
    const response = await get('/dashboard', html);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves the shell with 404 at an address the app has no page at, so it shows its not-found page', async () => {
    for (const pathname of ['/no-such-page', '/dashboard/unknown/deeper', '/services/extra']) {
      const response = await get(pathname, html);

      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('serves the shell with 200 at a page with a parameter, in any case and with a trailing slash', async () => {
    for (const pathname of ['/dashboard/requests/3c1d2e4f', '/About/', '/auth/company']) {
      const response = await get(pathname, html);

      expect(response.status, pathname).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('sends a strict Content-Security-Policy with the app shell', async () => {
    const response = await get('/', html);

    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'connect-src': "'self' https://login.remotehands.example",
      'frame-src': "'self' https://login.remotehands.example",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob:",
      'style-src': "'self' 'unsafe-inline'",
      'script-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self' https://login.remotehands.example",
    });
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('lets the app frame its silent single sign-on page', async () => {
    const response = await get('/silent-check-sso.html', html);

    expect(await response.text()).toBe(SILENT_SSO_HTML);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-3f2a1b.js');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 instead of the app shell', async () => {
    const response = await get('/assets/index-000000.js', html);

    expect(response.status).toBe(404);
    expect(((await response.json()) as Problem).code).toBe('not_found');
  });

  it('answers 304 when the browser already holds the current index.html', async () => {
    const first = await get('/dashboard', html);
    const lastModified = first.headers.get('last-modified') ?? '';

    // What a browser sends when it revalidates (fetch() alone would add `no-cache`).
    const second = await get('/dashboard', {
      ...html,
      'if-modified-since': lastModified,
      'cache-control': 'max-age=0',
    });

    expect(second.status).toBe(304);
  });

  it('does not answer non-HTML requests for unknown paths with the app shell', async () => {
    const response = await get('/dashboard', { accept: 'application/json' });

    expect(response.status).toBe(404);
  });

  it('refuses paths that escape the web app folder', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');

    expect(response.status).toBe(404);
  });
});

describe('API surface', () => {
  it('answers an unknown /api path with a 404 problem, even for a browser', async () => {
    const response = await get('/api/unknown', html);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(((await response.json()) as Problem).code).toBe('not_found');
  });

  it('answers another method on a path it serves with 405 and what it allows, probes and config too', async () => {
    const [config, healthz, readyz, draft] = await Promise.all([
      trace('/config.json'),
      fetch(`${bff.url}/healthz`, { method: 'POST' }),
      fetch(`${bff.url}/readyz`, { method: 'DELETE' }),
      fetch(`${bff.url}/api/tmpUser`, { method: 'PUT' }),
    ]);

    expect(config).toEqual({ status: 405, allow: 'HEAD, GET' });
    for (const response of [healthz, readyz]) {
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('HEAD, GET');
    }
    expect(draft.status).toBe(405);
    expect(draft.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'POST']);
    expect(draft.headers.get('content-type')).toContain('application/problem+json');
    expect(((await draft.json()) as Problem).code).toBe('method_not_allowed');
  });

  it('sends no CORS headers to other origins', async () => {
    const preflight = await fetch(`${bff.url}/api/user`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    const simple = await get('/config.json', { origin: 'https://evil.example' });

    for (const response of [preflight, simple]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('serves liveness, and Prometheus metrics only on the metrics port', async () => {
    const [healthz, publicMetrics, metrics] = await Promise.all([
      get('/healthz'),
      get('/metrics', html),
      fetch(`http://localhost:${bff.metricsPort}/metrics`),
    ]);

    expect(healthz.status).toBe(200);
    // The ingress routes the public port: there /metrics is neither the metrics nor the web app.
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain(INDEX_HTML);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
  });
});
