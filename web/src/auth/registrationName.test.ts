import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWithName, splitFullName, withRegistrationName } from './registrationName';

describe('the name handed to the registration page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the last word as the last name and the rest as the first', () => {
    expect(splitFullName('  Mary Ann   Smith ')).toEqual({
      firstName: 'Mary Ann',
      lastName: 'Smith',
    });
    expect(splitFullName('Tanya')).toEqual({ firstName: 'Tanya', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('travels in the fragment, never in the query the provider receives', () => {
    const url = 'https://id.example/realms/r/protocol/openid-connect/registrations?client_id=web';
    const named = new URL(withRegistrationName(url, 'Tanya Ivanoff'));
    expect(named.search).toBe('?client_id=web');
    expect(Object.fromEntries(new URLSearchParams(named.hash.slice(1)))).toEqual({
      firstName: 'Tanya',
      lastName: 'Ivanoff',
    });
    expect(withRegistrationName(url, 'Tanya')).toBe(`${url}#firstName=Tanya`);
    expect(withRegistrationName(url, undefined)).toBe(url);
  });

  it('goes to keycloak-js own registration address with the name added', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const createRegisterUrl = vi.fn(async () => 'https://id.example/registrations?state=1');
    await registerWithName({ createRegisterUrl })({
      name: 'Jo Ann Lee',
      loginHint: 'jo@example.com',
    });
    expect(createRegisterUrl).toHaveBeenCalledWith({ loginHint: 'jo@example.com' });
    expect(assign).toHaveBeenCalledWith(
      'https://id.example/registrations?state=1#firstName=Jo+Ann&lastName=Lee',
    );
  });
});
