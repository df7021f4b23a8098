/**
 * What bench:satellite's visits and call links share: the demo accounts, signing in through the dev
 * IdP's page or its password grant, bff calls from the server's side, a request made to order, and
 * timing.
 */

export const company = { email: 'company@example.com', password: 'remote-hands-demo' };
export const technician = { email: 'technician@example.com', password: 'remote-hands-demo' };
export const admin = { email: 'admin@example.com', password: 'remote-hands-demo' };
/** Longest wait for one moment; a moment that never happens is recorded as missing, not awaited. */
export const momentTimeoutMs = 60_000;

/** The identity provider's sign-in form for `account`, filled in, reached from the app's /auth. */
export async function fillSignIn(page, { webUrl, idpUrl }, account) {
  await page.goto(`${webUrl}/auth`);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.origin === idpUrl, { timeout: momentTimeoutMs });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** An access token for `account` from the dev IdP's password grant (its `load-test` client). */
export async function passwordGrant({ idpUrl }, account) {
  const response = await fetch(`${idpUrl}/realms/remote-hands/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'load-test',
      username: account.email,
      password: account.password,
      scope: 'openid',
    }),
  });
  if (!response.ok) throw new Error(`password grant for ${account.email}: ${response.status}`);
  return (await response.json()).access_token;
}

export function subjectOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
}

/** A bff call from the server's side of the link; answers the parsed body. */
export async function api({ webUrl }, pathname, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${webUrl}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A Remote Hands request of the demo company's with a ticket number of its own, left to the admin
 * (smart dispatch off, so no wave offers it first). Answers its id and ticket number.
 */
export async function submitThroughApi(stack, token) {
  const [location] = await api(stack, '/api/location', { token });
  if (!location) throw new Error('the demo company has no location');
  const today = new Date().toISOString().slice(0, 10);
  // Tomorrow: today's time range has passed in Alaska by its afternoon, and a past window is refused.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const ticket = `${today.replaceAll('-', '')}-${5000 + Math.floor(Math.random() * 5000)}`;
  await api(stack, '/api/service-request/company', {
    method: 'POST',
    token,
    body: {
      serviceTicketNumber: ticket,
      serviceType: 'remote-hands',
      jobDescription: 'Power-cycle the satellite modem and read its signal level.',
      location: location.id,
      restrictedAccess: 'no',
      preferredDate: tomorrow,
      preferredTimeRange: '10:00 AM - 12:00 PM',
      liveVideoRequired: 'no',
      hasDocumentation: 'no',
      hasWifi: '',
      wantProPackage: '',
      hasOutlet: '',
      connectionMethod: '',
      videoDuration: '',
      contactPerson: 'Nurse Evelyn Andrew',
      phoneNumber: '9075550133',
      additionalInformation: '',
    },
  });
  const list = await api(stack, `/api/service-request/company?q=${ticket}`, { token });
  const found = list.items.find((request) => request.serviceTicketNumber === ticket);
  if (!found) throw new Error(`request ${ticket} is not in the company's list`);
  await api(stack, `/api/admin/service-requests/${found.id}/smart-dispatch`, {
    method: 'PUT',
    token: await passwordGrant(stack, admin),
    body: { smartDispatch: false },
  });
  return { id: found.id, ticket };
}

/** Seconds `action` took, to the hundredth. */
export async function timed(action) {
  const started = performance.now();
  await action();
  return Math.round((performance.now() - started) / 10) / 100;
}

/** Waits, checking on every frame, for a visible h1 whose text matches. */
export async function showsHeading(page, text) {
  await page.waitForFunction(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags);
      return [...document.querySelectorAll('h1')].some(
        (heading) =>
          pattern.test(heading.textContent?.trim() ?? '') &&
          heading.getBoundingClientRect().height > 0,
      );
    },
    { source: text.source, flags: text.flags },
    { polling: 'raf', timeout: momentTimeoutMs },
  );
}

export function median(values) {
  const measured = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (measured.length < values.length || measured.length === 0) return null;
  const middle = Math.floor(measured.length / 2);
  return measured.length % 2 === 1
    ? measured[middle]
    : Math.round(((measured[middle - 1] + measured[middle]) / 2) * 100) / 100;
}
