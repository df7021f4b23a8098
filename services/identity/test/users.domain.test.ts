import { signedInUser } from '@rha/kit';
import { describe, expect, it } from 'vitest';
import { newUserFromToken, userTypeFromRoles } from '../src/domain/users.js';

describe('userTypeFromRoles', () => {
  it('takes the product role among Keycloak default roles', () => {
    expect(userTypeFromRoles(['default-roles-remote-hands', 'technician', 'offline_access'])).toBe(
      'technician',
    );
  });

  it('prefers admin when a user holds several product roles', () => {
    expect(userTypeFromRoles(['company', 'admin'])).toBe('admin');
  });

  it('is empty without a product role', () => {
    expect(userTypeFromRoles(['default-roles-remote-hands', 'uma_authorization'])).toBe('');
  });
});

describe('newUserFromToken', () => {
  it('builds the full name from given and family name when the token has no name', () => {
    const now = Math.floor(Date.now() / 1000);
    const user = newUserFromToken(
      signedInUser({
        subject: 'kc-1',
        roles: ['company'],
        token: 'not-needed-here',
        claims: {
          iss: 'http://localhost:8081/realms/remote-hands',
          sub: 'kc-1',
          aud: 'remote-hands-api',
          iat: now,
          exp: now + 300,
          given_name: 'Sam',
          family_name: 'Kuskokwim',
        },
      }),
    );

    expect(user).toEqual({
      keycloakId: 'kc-1',
      userType: 'company',
      fullName: 'Sam Kuskokwim',
      email: '',
      emailVerified: false,
    });
  });
});
