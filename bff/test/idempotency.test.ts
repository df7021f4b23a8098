import { randomUUID } from 'node:crypto';
import { createCompanyClient } from '@rha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRequestStack, type RequestStack } from './support/request-stack.js';
import { requestForm } from './support/requests.js';

let stack: RequestStack;

beforeAll(async () => {
  stack = await startRequestStack('bff_idempotency');
});

afterAll(() => stack?.stop());

async function companyUser(): Promise<{ sub: string; token: string; locationId: string }> {
  const sub = randomUUID();
  const token = stack.issuer.sign({
    sub,
    email: 'company@example.com',
    name: 'Sam Kuskokwim',
    realm_access: { roles: ['company', 'default-roles-remote-hands'] },
  });
  const { data, error } = await createCompanyClient({ baseUrl: stack.company.url }).PUT(
    '/companies/me',
    {
      headers: { authorization: `Bearer ${token}` },
      body: {
        companyName: 'Kuskokwim Clinic',
        location: {
          address: '100 Chief Eddie Hoffman Hwy',
          city: 'Bethel',
          state: 'Alaska',
          zipCode: '99559',
        },
      },
    },
  );
  if (!data) throw new Error(`company sign-up failed: ${JSON.stringify(error)}`);
  return { sub, token, locationId: data.locationId };
}

function submit(body: unknown, token: string, key: string) {
  return fetch(`${stack.bff.url}/api/service-request/company`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
}

describe('an Idempotency-Key sent to the bff', () => {
  it('reaches the service, which stores the request once and answers the resend alike', async () => {
    const user = await companyUser();
    const key = randomUUID();
    const form = requestForm(user.locationId);

    const first = await submit(form, user.token, key);
    const resend = await submit(form, user.token, key);

    // Without the key the service would answer the resend 200, as a same-ticket retry.
    expect([first.status, resend.status]).toEqual([201, 201]);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(resend.headers.get('idempotent-replayed')).toBe('true');
    expect(await resend.json()).toEqual(await first.json());
    expect(
      await stack.requestsDb.db('service_requests').where({ submitted_by: user.sub }),
    ).toHaveLength(1);
    expect(
      await stack.requestsDb.db('idempotency_keys').where({ subject: user.sub, key }),
    ).toHaveLength(1);
  });

  it('relays the refusal of a key reused for another request', async () => {
    const user = await companyUser();
    const key = randomUUID();
    await submit(requestForm(user.locationId), user.token, key);

    const reused = await submit(requestForm(user.locationId), user.token, key);
    expect(reused.status).toBe(422);
    expect(reused.headers.get('content-type')).toContain('application/problem+json');
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('relays a malformed key as a 400 naming the header', async () => {
    const user = await companyUser();
    const response = await submit(requestForm(user.locationId), user.token, 'no spaces allowed');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'invalid_idempotency_key',
      errors: [{ field: 'Idempotency-Key' }],
    });
  });
});
