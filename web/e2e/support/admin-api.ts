import { IDEMPOTENCY_KEY_HEADER } from '@rha/contracts';
import { randomUUID } from 'node:crypto';
import { demoAdmin } from './sign-in';
import type { RunningStack } from './stack';

/** The dev realm's client that may trade a password for tokens (deploy/keycloak/realm-dev.json). */
const PASSWORD_GRANT_CLIENT = 'load-test';

/** The demo admin's access token, for a step whose screen another part of the product builds. */
export async function adminToken(stack: RunningStack): Promise<string> {
  const response = await fetch(
    `${stack.idpUrl}/realms/remote-hands/protocol/openid-connect/token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: PASSWORD_GRANT_CLIENT,
        username: demoAdmin.email,
        password: demoAdmin.password,
        scope: 'openid',
      }),
    },
  );
  if (!response.ok) throw new Error(`admin token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the bff as the demo admin; a write carries a fresh Idempotency-Key. */
export async function callAsAdmin(
  stack: RunningStack,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await adminToken(stack)}`,
  };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
  }
  const response = await fetch(`${stack.webUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
