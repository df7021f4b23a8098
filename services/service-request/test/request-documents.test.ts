import { randomUUID } from 'node:crypto';
import type { JobFile, JobFileRecord } from '@rha/contracts';
import { describe, expect, it } from 'vitest';
import { etaIn } from './support/dispatch.js';
import { hoursAgo, useOnSiteService } from './support/on-site.js';

const { helpers } = useOnSiteService('service_request_request_documents');

function documentFile(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'document',
    clientId: randomUUID(),
    fileName: 'rack-diagram.pdf',
    contentType: 'application/pdf',
    size: 250_000,
    capturedAt: hoursAgo(0),
    ...overrides,
  };
}

const PDF_BYTES = { contentType: 'application/pdf', size: 250_000, width: null, height: null };

const createFile = (token: string, requestId: string, body: unknown = documentFile()) =>
  helpers.call('POST', `/service-requests/${requestId}/files`, token, body);
const documentsOf = (token: string, requestId: string) =>
  helpers.call('GET', `/service-requests/${requestId}/documents`, token);
const readFile = (token: string, fileId: string) => helpers.call('GET', `/files/${fileId}`, token);

async function stored(token: string, requestId: string, body?: unknown): Promise<JobFileRecord> {
  const response = await createFile(token, requestId, body);
  expect(response.status).toBe(201);
  const record = (await response.json()) as JobFileRecord;
  const marked = await helpers.call('POST', `/files/${record.id}/stored`, token, PDF_BYTES);
  expect(marked.status).toBe(200);
  return record;
}

async function listed(token: string, requestId: string): Promise<string[]> {
  const response = await documentsOf(token, requestId);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: JobFile[] }).items.map((file) => file.fileName);
}

describe("a request's supporting documents", () => {
  it('are uploaded by the request’s own company only', async () => {
    const technician = helpers.technicianFor('Kotzebue');
    const { requestId, company } = await helpers.offered('Kotzebue', [technician]);
    const otherCompany = helpers.companyIn('Kotzebue');

    expect((await createFile(company.token, requestId)).status).toBe(201);
    expect((await createFile(otherCompany.token, requestId)).status).toBe(404);
    expect((await createFile(technician.token, requestId)).status).toBe(404);
    expect((await createFile(helpers.adminToken(), requestId)).status).toBe(404);
  });

  it('are read by the company, by admins and, once it accepts the job, by its technician; by nobody else', async () => {
    const technician = helpers.technicianFor('Unalakleet');
    const { requestId, company, offerIds } = await helpers.offered('Unalakleet', [technician]);
    const otherCompany = helpers.companyIn('Unalakleet');
    const document = await stored(company.token, requestId);
    await createFile(company.token, requestId, documentFile({ fileName: 'unfinished.pdf' }));

    expect(await listed(company.token, requestId)).toEqual(['rack-diagram.pdf']);
    expect(await listed(helpers.adminToken(), requestId)).toEqual(['rack-diagram.pdf']);
    expect((await readFile(company.token, document.id)).status).toBe(200);
    expect((await readFile(helpers.adminToken(), document.id)).status).toBe(200);
    // Only offered: the job is not theirs yet.
    expect((await documentsOf(technician.token, requestId)).status).toBe(404);
    expect((await readFile(technician.token, document.id)).status).toBe(404);
    expect((await documentsOf(otherCompany.token, requestId)).status).toBe(404);
    expect((await readFile(otherCompany.token, document.id)).status).toBe(404);

    const accepted = await helpers.call(
      'POST',
      `/technicians/me/offers/${offerIds.get(technician.id)}/accept`,
      technician.token,
      { eta: etaIn(24) },
    );
    expect(accepted.status).toBe(200);

    expect(await listed(technician.token, requestId)).toEqual(['rack-diagram.pdf']);
    expect((await readFile(technician.token, document.id)).status).toBe(200);
    expect((await documentsOf(otherCompany.token, requestId)).status).toBe(404);
  });

  it('answer an unknown or malformed request id as not found', async () => {
    const company = helpers.companyIn('Nome');
    expect((await documentsOf(company.token, randomUUID())).status).toBe(404);
    expect((await documentsOf(company.token, 'not-an-id')).status).toBe(404);
  });
});
