import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../testing/fakeJwt';
import { readTokenClaims, secondsUntilExpiry } from './jwtClaims';

describe('token claims', () => {
  it('are read from the payload, roles included', () => {
    const token = fakeJwt(300, { realm_access: { roles: ['company', 'müller'] } });
    expect(readTokenClaims(token)?.realm_access?.roles).toEqual(['company', 'müller']);
  });

  it('are undefined for something that is not a JWT', () => {
    expect(readTokenClaims('opaque')).toBeUndefined();
    expect(readTokenClaims('a.%%%.c')).toBeUndefined();
  });

  it('tell how long the token has left, negative once expired', () => {
    expect(secondsUntilExpiry(fakeJwt(300))).toBeGreaterThan(298);
    expect(secondsUntilExpiry(fakeJwt(-10))).toBeLessThan(0);
  });

  it('count a token without an expiry as expired', () => {
    expect(secondsUntilExpiry('opaque')).toBe(Number.NEGATIVE_INFINITY);
  });
});
