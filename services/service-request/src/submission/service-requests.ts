import { isDeepStrictEqual } from 'node:util';
import { messages, type ServiceRequest } from '@rha/contracts';
import { DomainError, type EventInput, type SignedInUser } from '@rha/kit';
import type { Knex } from 'knex';
import {
  answersOf,
  findByTicketNumber,
  freeTicketNumberOn,
  insertIfTicketNumberFree,
  lockTicketNumber,
  type RequestSnapshot,
  type ServiceRequestRow,
} from '../lifecycle/service-requests.repo.js';
import { recordSubmission } from '../lifecycle/apply-move.js';
import type { CompanyDirectory, OwnCompany, OwnLocation } from '../lifecycle/company-directory.js';
import { communityOf, oneLineAddress } from './request-location.js';

/** The `source` of every event this service publishes. */
export const EVENT_SOURCE = 'service-request';

export type SubmitOutcome =
  | { kind: 'stored'; request: ServiceRequestRow }
  /** The same caller sent the same answers under the same ticket again: nothing new is stored. */
  | { kind: 'replayed'; request: ServiceRequestRow };

export interface SubmitInput {
  submitter: SignedInUser;
  /** Validated by the shared schema: hidden follow-up answers are already empty. */
  answers: ServiceRequest;
  /** Ties the event to the request that caused it. */
  correlationId: string;
}

/** Concurrent submissions can take a free number between our pick and our insert; a few picks suffice. */
const REPLACEMENT_ATTEMPTS = 5;

/**
 * Stores a company's service request, the first entry of its timeline and its
 * `service-request.submitted.v1` event in one transaction. The location must be one of the caller's (asked of the company service with their
 * token). A ticket number the company holds already is replaced by a free one of the same date;
 * other companies' numbers do not count.
 */
export async function submitServiceRequest(
  db: Knex,
  company: CompanyDirectory,
  input: SubmitInput,
): Promise<SubmitOutcome> {
  // The submitted event names who to answer; an account without an e-mail cannot be answered.
  const replyTo = input.submitter.email?.trim();
  if (!replyTo) {
    throw new DomainError('forbidden', {
      message: 'Submitting a service request needs an account with an e-mail address.',
    });
  }
  const [ownCompany, location] = await Promise.all([
    company.ownCompany(),
    company.ownLocation(input.answers.location),
  ]);
  if (!ownCompany || !location) {
    // Also what a location of another company gets: its existence is not revealed.
    throw DomainError.invalidFields([
      { field: 'location', message: messages.serviceRequest.locationRequired },
    ]);
  }

  return db.transaction(async (trx) => {
    const { answers, submitter } = input;
    const ticket = { companyId: ownCompany.id, ticketNumber: answers.serviceTicketNumber };
    await lockTicketNumber(trx, ticket);
    const holder = await findByTicketNumber(trx, ticket);
    if (holder && isRetryOf(holder, input)) return { kind: 'replayed', request: holder };

    const stored = await insertUnderFreeTicketNumber(trx, {
      ticketNumber: holder ? undefined : answers.serviceTicketNumber,
      submittedBy: submitter.subject,
      companyId: ownCompany.id,
      answers,
      snapshot: {
        ...communityOf(location),
        locationAddress: oneLineAddress(location),
        companyName: ownCompany.companyName,
        submitterEmail: replyTo,
      },
    });
    if (!stored) {
      throw new DomainError('conflict', {
        code: 'ticket_numbers_exhausted',
        message: 'Every ticket number of this date is taken; open the form again for a new one.',
      });
    }

    await recordSubmission(trx, stored, {
      by: { role: 'company', id: submitter.subject, name: submitter.fullName },
      event: submittedEvent(stored, input, replyTo, ownCompany, location),
      correlationId: input.correlationId,
    });
    return { kind: 'stored', request: stored };
  });
}

function isRetryOf(holder: ServiceRequestRow, input: SubmitInput): boolean {
  return (
    holder.submitted_by === input.submitter.subject &&
    isDeepStrictEqual(answersOf(holder), input.answers)
  );
}

async function insertUnderFreeTicketNumber(
  trx: Knex.Transaction,
  request: {
    /** Tried first; undefined when it is known to be taken. */
    ticketNumber: string | undefined;
    submittedBy: string;
    companyId: string;
    answers: ServiceRequest;
    snapshot: RequestSnapshot;
  },
): Promise<ServiceRequestRow | undefined> {
  const { ticketNumber, ...rest } = request;
  if (ticketNumber !== undefined) {
    const row = await insertIfTicketNumberFree(trx, { ...rest, ticketNumber });
    if (row) return row;
  }
  const datePart = request.answers.serviceTicketNumber.slice(0, 8);
  for (let attempt = 0; attempt < REPLACEMENT_ATTEMPTS; attempt += 1) {
    const free = await freeTicketNumberOn(trx, request.companyId, datePart);
    if (free === undefined) return undefined;
    const row = await insertIfTicketNumberFree(trx, { ...rest, ticketNumber: free });
    if (row) return row;
  }
  throw new Error(`no free ticket number of ${datePart} after ${REPLACEMENT_ATTEMPTS} attempts`);
}

function submittedEvent(
  request: ServiceRequestRow,
  input: SubmitInput,
  replyTo: string,
  company: OwnCompany,
  location: OwnLocation,
): EventInput<'service-request.submitted.v1'> {
  return {
    requestId: request.id,
    ticketNumber: request.ticket_number,
    serviceType: request.service_type,
    submittedAt: request.created_at.toISOString(),
    submittedBy: {
      keycloakId: input.submitter.subject,
      fullName: input.submitter.fullName,
      email: replyTo,
    },
    company: { id: company.id, name: company.companyName },
    location: {
      id: location.id,
      address: location.address,
      city: location.city,
      state: location.state,
      zipCode: location.zipCode,
    },
    answers: answersOf(request),
  };
}
