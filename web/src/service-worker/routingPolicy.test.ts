import { describe, expect, it } from 'vitest';
import { isShareableConfigRequest, isShellNavigation, prerenderedPages } from './routingPolicy';

describe('prerendered pages', () => {
  it('are found in the precache list under the public path they serve', () => {
    const pages = prerenderedPages([
      'index.html',
      'assets/index-3f2a.js',
      'prerendered/index.html',
      'prerendered/services.html',
      'prerendered/auth/company.html',
    ]);
    expect([...pages]).toEqual([
      ['/', 'prerendered/index.html'],
      ['/services', 'prerendered/services.html'],
      ['/auth/company', 'prerendered/auth/company.html'],
    ]);
  });

  it('are none when the build rendered no public page', () => {
    expect(prerenderedPages(['index.html', 'assets/index-3f2a.js']).size).toBe(0);
  });
});

describe('navigations answered with the app shell', () => {
  it('are the signed-in routes', () => {
    expect(isShellNavigation('/dashboard')).toBe(true);
    expect(isShellNavigation('/dashboard/requests/42')).toBe(true);
    expect(isShellNavigation('/admin')).toBe(true);
  });

  it('are never the bff API, the runtime settings or its probes', () => {
    expect(isShellNavigation('/api/user')).toBe(false);
    expect(isShellNavigation('/api')).toBe(false);
    expect(isShellNavigation('/config.json')).toBe(false);
    expect(isShellNavigation('/healthz')).toBe(false);
  });

  it('are never addresses the app has no page at, which the bff answers with 404', () => {
    expect(isShellNavigation('/no-such-page')).toBe(false);
    expect(isShellNavigation('/dashboard/unknown/deeper')).toBe(false);
  });

  it('are never real files such as the silent sign-in check', () => {
    expect(isShellNavigation('/silent-check-sso.html')).toBe(false);
    expect(isShellNavigation('/robots.txt')).toBe(false);
  });
});

describe('runtime settings', () => {
  it('may be kept when the request carries no credentials', () => {
    expect(isShareableConfigRequest(new Request('https://rha.example/config.json'))).toBe(true);
  });

  it('are never kept when the request carries an Authorization header', () => {
    const request = new Request('https://rha.example/config.json', {
      headers: { Authorization: 'Bearer abc' },
    });
    expect(isShareableConfigRequest(request)).toBe(false);
  });
});
