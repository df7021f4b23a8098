import type { RunningService } from '@rha/kit';
import http, { type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from './support/bff.js';

const SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOME_HTML = '<!doctype html><html><body><div id="root"><h1>Home</h1></div></body></html>';
const SERVICES_HTML =
  '<!doctype html><html><body><div id="root"><h1>Services and Pricing</h1></div></body></html>';

let webDist: string;
let bff: RunningService;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'rha-web-dist-'));
  await mkdir(path.join(webDist, 'prerendered'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), SHELL_HTML);
  await writeFile(path.join(webDist, 'prerendered', 'index.html'), HOME_HTML);
  await writeFile(path.join(webDist, 'prerendered', 'services.html'), SERVICES_HTML);
  await writeFile(
    path.join(webDist, 'prerendered', 'services.html.br'),
    brotliCompressSync(SERVICES_HTML),
  );
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

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function get(pathname: string, headers: Record<string, string> = html): Promise<Response> {
  return fetch(`${bff.url}${pathname}`, { headers });
}

function rawGet(
  pathname: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${bff.url}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('prerendered public pages', () => {
  it('serves the home page prerendered at /, revalidated, under the shell policy', async () => {
    const response = await get('/');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toBe(HOME_HTML);
  });

  it('serves a public route its prerendered page when the browser navigates to it', async () => {
    const response = await get('/services');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toBe(SERVICES_HTML);
  });

  it('answers HEAD for a prerendered page without a body', async () => {
    const response = await fetch(`${bff.url}/services`, { method: 'HEAD', headers: html });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(SERVICES_HTML.length));
    expect(await response.text()).toBe('');
  });

  it('sends the brotli twin of a prerendered page to a browser that accepts it', async () => {
    // node:http rather than fetch, which would decode the body: the raw bytes are what crossed the link.
    const response = await rawGet('/services', { ...html, 'accept-encoding': 'br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(SERVICES_HTML);
  });

  it('keeps /index.html the empty shell, which the service worker falls back to', async () => {
    expect(await (await get('/index.html')).text()).toBe(SHELL_HTML);
  });

  it('serves the shell for routes without a prerendered page', async () => {
    for (const pathname of ['/dashboard', '/technicians', '/dashboard/requests/7']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe(SHELL_HTML);
    }
  });

  it('does not answer non-HTML requests for a public route with its page', async () => {
    const response = await get('/services', { accept: 'application/json' });

    expect(response.status).toBe(404);
  });

  it('does not read prerendered pages through paths that leave the folder', async () => {
    const response = await get('/..%2findex');

    expect(await response.text()).not.toBe(HOME_HTML);
  });
});
