import { describe, expect, it } from 'vitest';
import { isWebPagePath } from '../src/reference.js';

describe('isWebPagePath', () => {
  it.each([
    '/',
    '/services',
    '/auth/company',
    '/dashboard',
    '/dashboard/requests/3c1d2e4f',
    '/About/',
  ])('knows the page at %s', (path) => expect(isWebPagePath(path)).toBe(true));

  it.each([
    '/no-such-page',
    '/services/extra',
    '/dashboard/requests',
    '/dashboard/requests/1/2',
    '/auth/visitors',
  ])('knows no page at %s', (path) => expect(isWebPagePath(path)).toBe(false));
});
