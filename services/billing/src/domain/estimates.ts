import {
  CURRENCY,
  estimatePrice,
  SERVICE_TYPES,
  type EstimateAnswers,
  type PriceLine,
  type ServiceType,
} from '@rha/contracts';
import { DomainError } from '@rha/kit';
import type { Knex } from 'knex';
import type { JobRow } from './jobs.js';
import { currentPriceTable } from './price-table.js';

export interface RequestEstimate {
  requestId: string;
  serviceType: ServiceType;
  proPackage: boolean;
  expectedHours: number;
  scheduledVisits: number;
  quoteRequired: boolean;
  currency: typeof CURRENCY;
  lines: PriceLine[];
  totalCents: number;
  estimatedAt: string;
}

interface EstimateRow {
  request_id: string;
  expected_hours: string;
  scheduled_visits: number;
  quote_required: boolean;
  lines: PriceLine[];
  total_cents: string;
  estimated_at: Date;
}

/** Another company's request, or one without an estimate: the same answer either way. */
export function estimateNotFound(): DomainError {
  return new DomainError('not_found', { message: 'No such estimate.' });
}

/**
 * The answers came before the request's submitted event: billing cannot yet tell whose request it
 * is, so it keeps nothing and the caller sends again a moment later.
 */
export function requestNotKnownYet(): DomainError {
  return new DomainError('conflict', {
    code: 'request_not_known_yet',
    message: 'The request is still being registered. Try again in a moment.',
  });
}

function serviceTypeOf(job: JobRow): ServiceType {
  const known = SERVICE_TYPES.find((type) => type === job.service_type);
  if (!known) throw new Error(`job ${job.request_id} has an unknown service type`);
  return known;
}

function toEstimate(job: JobRow, row: EstimateRow): RequestEstimate {
  return {
    requestId: job.request_id,
    serviceType: serviceTypeOf(job),
    proPackage: job.pro_package,
    expectedHours: Number(row.expected_hours),
    scheduledVisits: row.scheduled_visits,
    quoteRequired: row.quote_required,
    currency: CURRENCY,
    lines: row.lines,
    totalCents: Number(row.total_cents),
    estimatedAt: row.estimated_at.toISOString(),
  };
}

/** The caller's company's job; someone else's is not found. */
async function ownJob(db: Knex, requestId: string, owner: string | null): Promise<JobRow | null> {
  const job = await db<JobRow>('jobs').where({ request_id: requestId }).first();
  if (!job) return null;
  if (owner !== null && job.company_keycloak_id !== owner) throw estimateNotFound();
  return job;
}

/**
 * Prices the company's request from its answers and what the request itself says (service type,
 * Pro Package), with the price table of this moment, and keeps the result.
 */
export async function estimateRequest(
  db: Knex,
  requestId: string,
  answers: EstimateAnswers,
  by: { companyKeycloakId: string; at: Date },
): Promise<RequestEstimate> {
  const job = await ownJob(db, requestId, by.companyKeycloakId);
  if (!job) throw requestNotKnownYet();
  const { priceTable } = await currentPriceTable(db);
  const estimate = estimatePrice({
    serviceType: serviceTypeOf(job),
    proPackage: job.pro_package,
    expectedHours: answers.expectedHours,
    scheduledVisits: answers.scheduledVisits,
    remoteEyesCents: priceTable.remoteEyesCents,
    discountBands: priceTable.discountBands,
  });
  const row = {
    request_id: requestId,
    expected_hours: String(answers.expectedHours),
    scheduled_visits: answers.scheduledVisits,
    quote_required: estimate.quoteRequired,
    lines: JSON.stringify(estimate.lines),
    total_cents: String(estimate.totalCents),
    estimated_at: by.at,
  };
  await db('request_estimates').insert(row).onConflict('request_id').merge();
  return toEstimate(job, { ...row, lines: estimate.lines, estimated_at: by.at });
}

/** The stored estimate; `owner` null for an admin, who sees any. */
export async function getEstimate(
  db: Knex,
  requestId: string,
  owner: string | null,
): Promise<RequestEstimate> {
  const job = await ownJob(db, requestId, owner);
  const row = job
    ? await db<EstimateRow>('request_estimates').where({ request_id: requestId }).first()
    : undefined;
  if (!job || !row) throw estimateNotFound();
  return toEstimate(job, row);
}

/**
 * The Remote Eyes price the company was shown: its estimate's, or the table's of the day when it
 * sent none.
 */
export async function agreedRemoteEyesCents(db: Knex, requestId: string): Promise<number> {
  const row = await db<EstimateRow>('request_estimates').where({ request_id: requestId }).first();
  const line = row?.lines.find((entry) => entry.code === 'remote-eyes');
  if (line) return line.unitCents;
  return (await currentPriceTable(db)).priceTable.remoteEyesCents;
}
