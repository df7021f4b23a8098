import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  personOf,
  registeredCompany,
  startRequestStack,
  type RequestStack,
  type StackPerson,
} from './support/request-stack.js';
import { requestForm } from './support/requests.js';

let stack: RequestStack;
let owner: StackPerson;
let locationId: string;

beforeAll(async () => {
  stack = await startRequestStack('bff_shown_text');
  owner = personOf(stack, 'company');
  locationId = await registeredCompany(stack, owner, {
    companyName: 'Kuskokwim Clinic',
    city: 'Bethel',
    zipCode: '99559',
  });
});

afterAll(() => stack?.stop());

function post(url: string, json: string, method = 'POST') {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: json,
  });
}

const directionControls = 'Must not contain text-direction control characters';

describe('text shown to other people', () => {
  it('refuses a direction override in a job description sent through the bff', async () => {
    const form = requestForm(locationId, {
      jobDescription: 'Replace the switch \u202Ein the server room.',
    });
    const response = await post(
      `${stack.bff.url}/api/service-request/company`,
      JSON.stringify(form),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'jobDescription', message: directionControls }],
    });
  });

  it('refuses a direction isolate in a company name', async () => {
    const response = await post(
      `${stack.company.url}/companies/me`,
      JSON.stringify({ companyName: 'Kuskokwim \u2066Clinic' }),
      'PATCH',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'companyName', message: directionControls }],
    });
  });

  it('refuses a file name that would read backwards', async () => {
    const response = await post(
      `${stack.serviceRequest.url}/service-requests/${randomUUID()}/files`,
      JSON.stringify({
        kind: 'attachment',
        clientId: randomUUID(),
        fileName: 'invoice\u202Efdp.exe',
        contentType: 'application/pdf',
        size: 1000,
        capturedAt: new Date().toISOString(),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: [{ field: 'fileName', message: directionControls }],
    });
  });
});

describe('half a surrogate pair', () => {
  it('is refused as unstorable_text by the bff and by the service, and nothing is stored', async () => {
    const form = JSON.stringify(requestForm(locationId)).replace(
      'Replace the failed',
      'Replace the \\ud800 failed',
    );
    for (const url of [
      `${stack.bff.url}/api/service-request/company`,
      `${stack.serviceRequest.url}/service-requests`,
    ]) {
      const response = await post(url, form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'unstorable_text' });
    }
    expect(
      await stack.requestsDb.db('service_requests').where({ submitted_by: owner.sub }),
    ).toHaveLength(0);
  });
});
