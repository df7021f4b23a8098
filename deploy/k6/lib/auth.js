/* global __ENV */
// Access tokens for the scenarios: the demo users sign in through Keycloak's password grant with the
// dev realm's `load-test` client (deploy/keycloak/realm-dev.json), so nothing is pasted by hand.
import http from 'k6/http';

const DEMO_USERS = {
  company: 'company@example.com',
  technician: 'technician@example.com',
  admin: 'admin@example.com',
};
const DEMO_PASSWORD = 'remote-hands-demo';
// A token this close to its expiry is replaced before a request can be refused with it.
const RENEW_BEFORE_MS = 30 * 1000;

/**
 * The role's user: `-e COMPANY_USERNAME=` / `-e COMPANY_PASSWORD=` (ADMIN_, TECHNICIAN_) or `-e PASSWORD=`
 * for every role, else the demo account.
 */
function credentials(role) {
  const prefix = role.toUpperCase();
  return {
    username: __ENV[`${prefix}_USERNAME`] || DEMO_USERS[role],
    password: __ENV[`${prefix}_PASSWORD`] || __ENV.PASSWORD || DEMO_PASSWORD,
  };
}

/**
 * The token endpoint: `-e KEYCLOAK_URL=` (and `-e KEYCLOAK_REALM=`) when given, else the Keycloak the web
 * app at baseUrl is configured with (its /config.json).
 */
export function tokenUrl(baseUrl) {
  let keycloakUrl = __ENV.KEYCLOAK_URL;
  let realm = __ENV.KEYCLOAK_REALM;
  if (!keycloakUrl || !realm) {
    const config = http.get(`${baseUrl}/config.json`, { tags: { name: 'setup' } });
    if (config.status !== 200) {
      throw new Error(`GET ${baseUrl}/config.json answered ${config.status}: set KEYCLOAK_URL`);
    }
    keycloakUrl = keycloakUrl || config.json('keycloakUrl');
    realm = realm || config.json('realm');
  }
  return `${keycloakUrl.replace(/\/+$/, '')}/realms/${realm}/protocol/openid-connect/token`;
}

const CLIENT_ID = __ENV.CLIENT_ID || 'load-test';

function tokenRequest(url, form, params = {}) {
  return http.post(url, { client_id: CLIENT_ID, ...form }, { tags: { name: 'token' }, ...params });
}

/** One password-grant sign-in of `{ username, password }`: its answer, whatever it is. */
export function passwordGrant(url, { username, password }, params) {
  return tokenRequest(url, { grant_type: 'password', username, password, scope: 'openid' }, params);
}

function session(url, role, response) {
  return {
    url,
    role,
    accessToken: response.json('access_token'),
    refreshToken: response.json('refresh_token'),
    expiresAt: Date.now() + Number(response.json('expires_in')) * 1000 - RENEW_BEFORE_MS,
  };
}

/** A session of the role's user: its tokens and when to renew them. */
export function signIn(url, role) {
  const user = credentials(role);
  const response = passwordGrant(url, user);
  if (response.status !== 200) {
    throw new Error(
      `${user.username} could not sign in at ${url}: ${response.status} ${response.body}`,
    );
  }
  return session(url, role, response);
}

/**
 * A fresh access token through the refresh token: many virtual users renewing at once would otherwise
 * send parallel password logins of one user, which Keycloak's brute-force detection refuses.
 */
function renew(current) {
  const response = tokenRequest(current.url, {
    grant_type: 'refresh_token',
    refresh_token: current.refreshToken,
  });
  return response.status === 200
    ? session(current.url, current.role, response)
    : signIn(current.url, current.role);
}

// By role: a virtual user of a mixed scenario acts as several users in turn.
const renewed = {};

/** The Authorization header: setup()'s token while it is fresh, then this virtual user's renewed one. */
export function authorization(setupSession) {
  const current = renewed[setupSession.role] || setupSession;
  if (Date.now() >= current.expiresAt) {
    try {
      renewed[setupSession.role] = renew(current);
    } catch (error) {
      // The identity provider is away for a moment (a restart): the token is renewed early, so it
      // still has a while to run; the next request tries again.
      if (Date.now() >= current.expiresAt + RENEW_BEFORE_MS) throw error;
    }
  }
  return `Bearer ${(renewed[setupSession.role] || setupSession).accessToken}`;
}
