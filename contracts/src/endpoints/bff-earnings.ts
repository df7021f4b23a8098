// The bff's pay endpoints: each checks the caller's role and passes the call to billing.
import { z } from 'zod';
import { payoutRecordSchema } from '../schemas/payouts.js';
import {
  OwnPay,
  PayoutIdempotencyKey,
  RecordedPayout,
  TechnicianIdParams,
  TechnicianPayList,
} from './billing-earnings.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

const Unauthorized = problemResponse(
  'BffPayUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const WrongRole = problemResponse('BffPayForbidden', 'The caller lacks the role (`forbidden`).');
const Failure = problemResponse('BffPayError', 'Any other failure, as RFC 9457 problem details.');

export const bffEarningsEndpoints = [
  endpoint({
    operationId: 'getOwnPay',
    forwardsTo: { service: 'billing', operationId: 'getOwnPay' },
    method: 'get',
    path: '/api/pay/me',
    service: 'bff',
    roles: ['technician'],
    tags: ['billing'],
    summary: "The caller's pay: what is due, what was paid, each job's statement and each payout",
    responses: {
      '200': { description: 'The pay.', content: { 'application/json': { schema: OwnPay } } },
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'listTechnicianPay',
    forwardsTo: { service: 'billing', operationId: 'listTechnicianPay' },
    method: 'get',
    path: '/api/admin/pay',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'What each technician is owed and was paid, most owed first',
    responses: {
      '200': {
        description: 'The technicians.',
        content: { 'application/json': { schema: TechnicianPayList } },
      },
      '401': Unauthorized,
      '403': WrongRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'recordTechnicianPayout',
    forwardsTo: { service: 'billing', operationId: 'recordTechnicianPayout' },
    method: 'post',
    path: '/api/admin/technicians/{technicianId}/payouts',
    service: 'bff',
    roles: ['admin'],
    tags: ['billing'],
    summary: 'Record a payout of everything due to a technician',
    description:
      'Needs an Idempotency-Key: the same key sent again records nothing new. The amount is computed by billing.',
    params: TechnicianIdParams,
    headers: z.object({ 'Idempotency-Key': PayoutIdempotencyKey }),
    body: { content: { 'application/json': { schema: payoutRecordSchema } }, required: true },
    responses: {
      '201': {
        description: 'The payout.',
        content: { 'application/json': { schema: RecordedPayout } },
      },
      '400': problemResponse(
        'BffPayInvalid',
        'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
      ),
      '401': Unauthorized,
      '403': WrongRole,
      '409': problemResponse(
        'BffPayoutRefused',
        'Nothing is due to the technician (`nothing_due`).',
      ),
      default: Failure,
    },
  }),
] as const;
