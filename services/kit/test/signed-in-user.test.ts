import { describe, expect, it } from 'vitest';
import { signedInUser, type AuthContext } from '../src/auth.js';

const now = Math.floor(Date.now() / 1000);

function authWith(claims: Partial<AuthContext['claims']>): AuthContext {
  return {
    subject: 'kc-7',
    roles: ['company', 'offline_access'],
    token: 'raw-token',
    claims: {
      iss: 'http://localhost:8081/realms/remote-hands',
      sub: 'kc-7',
      aud: 'remote-hands-api',
      iat: now,
      exp: now + 300,
      ...claims,
    },
  };
}

describe('signedInUser', () => {
  it("takes the subject, roles, e-mail and the token's name", () => {
    expect(
      signedInUser(
        authWith({ email: 'sam@example.com', name: ' Sam Kuskokwim ', given_name: 'X' }),
      ),
    ).toEqual({
      subject: 'kc-7',
      roles: ['company', 'offline_access'],
      email: 'sam@example.com',
      emailVerified: false,
      fullName: 'Sam Kuskokwim',
    });
  });

  it('says the e-mail is proven only when the token says email_verified true', () => {
    const proven = authWith({ email: 'sam@example.com', email_verified: true });
    const unproven = authWith({ email: 'sam@example.com', email_verified: false });
    expect([signedInUser(proven).emailVerified, signedInUser(unproven).emailVerified]).toEqual([
      true,
      false,
    ]);
  });

  it('joins the given and family names when the token has no name', () => {
    expect(signedInUser(authWith({ given_name: 'Tanya', family_name: 'Nome' })).fullName).toBe(
      'Tanya Nome',
    );
  });

  it('leaves the e-mail out and the name empty when the token carries neither', () => {
    const user = signedInUser(authWith({}));
    expect(user.email).toBeUndefined();
    expect(user.fullName).toBe('');
  });
});
