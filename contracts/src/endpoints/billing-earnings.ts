// The billing service's pay endpoints: a technician's pay statements and payouts, and the admin's view of them.
import { z } from 'zod';
import { PAYOUT_ACCOUNT_STATES, PAYOUT_METHODS } from '../schemas/billing.js';
import { payoutRecordSchema } from '../schemas/payouts.js';
import { endpoint } from './define.js';
import { problemResponse } from './problem.js';

export const PayLine = z
  .strictObject({
    code: z.enum([
      'pay-fixed',
      'pay-hours',
      'pay-standby',
      'pay-special-vehicle',
      'pay-cost-reimbursement',
    ]),
    description: z.string(),
    quantity: z.int(),
    unitCents: z.int(),
    amountCents: z.int(),
  })
  .meta({ id: 'PayLine' });

export const PayStatement = z
  .strictObject({
    id: z.uuid(),
    requestId: z.string(),
    ticketNumber: z.string(),
    issuedAt: z.iso.datetime({ offset: true }),
    lines: z.array(PayLine),
    totalCents: z.int(),
  })
  .meta({ id: 'PayStatement' });

export const Payout = z
  .strictObject({
    id: z.uuid(),
    technicianId: z.string(),
    amountCents: z.int(),
    method: z.enum(PAYOUT_METHODS),
    reference: z
      .string()
      .meta({ description: "The transfer or check reference; a Stripe transfer's id once sent." }),
    paidOn: z.iso.date(),
    recordedAt: z.iso.datetime({ offset: true }),
    pending: z.boolean().meta({
      description:
        'A Stripe transfer no longer due but not yet confirmed by Stripe; sent again under the same key until it is.',
    }),
  })
  .meta({ id: 'Payout' });

export const OwnPay = z
  .strictObject({
    dueCents: z.int().meta({ description: 'Earned and not yet paid out, from the ledger.' }),
    paidCents: z.int().meta({ description: 'Paid out so far.' }),
    statements: z.array(PayStatement).meta({ description: 'Newest first.' }),
    payouts: z.array(Payout).meta({ description: 'Newest first.' }),
    payoutAccount: z.enum(PAYOUT_ACCOUNT_STATES).meta({
      description:
        'How the pay reaches the technician: recorded by an admin, or by Stripe once their account is set up.',
    }),
  })
  .meta({ id: 'OwnPay' });

export const PayoutAccountLink = z
  .strictObject({
    url: z.url().meta({
      description: "Stripe's page where the technician gives (or changes) their bank details.",
    }),
  })
  .meta({ id: 'PayoutAccountLink' });

export const TechnicianPay = z
  .strictObject({
    technicianId: z.string(),
    fullName: z.string(),
    dueCents: z.int(),
    paidCents: z.int(),
    lastPaidOn: z.iso.date().nullable(),
  })
  .meta({ id: 'TechnicianPay' });

export const TechnicianPayList = z
  .strictObject({ technicians: z.array(TechnicianPay) })
  .meta({ id: 'TechnicianPayList' });

export const RecordedPayout = z.strictObject({ payout: Payout }).meta({ id: 'RecordedPayout' });

export const TechnicianIdParams = z.object({
  technicianId: z
    .string()
    .min(1)
    .max(100)
    .meta({ param: { description: "The technician's id." } }),
});

export const PayoutIdempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .meta({
    param: {
      description:
        'Names the payout: the same key sent again records nothing new and answers as the first time did.',
      id: 'PayoutIdempotencyKey',
    },
  });

const Unauthorized = problemResponse(
  'PayUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const TechnicianOnly = problemResponse(
  'PayTechnicianOnly',
  'The caller is not a technician (`forbidden`).',
);
const AdminOnly = problemResponse('PayAdminOnly', 'The caller is not an admin (`forbidden`).');
const Invalid = problemResponse(
  'PayInvalid',
  'Invalid fields (`validation_failed`), one entry per field in `errors`; nothing is stored.',
);
const Failure = problemResponse('PayError', 'Any other failure, as RFC 9457 problem details.');

export const billingEarningsEndpoints = [
  endpoint({
    operationId: 'getOwnPay',
    method: 'get',
    path: '/pay/me',
    service: 'billing',
    roles: ['technician'],
    tags: ['pay'],
    summary: "The caller's pay: what is due, what was paid, each job's statement and each payout",
    description:
      "A suspended technician still sees what they are owed. Only the caller's own pay is ever answered.",
    responses: {
      '200': { description: 'The pay.', content: { 'application/json': { schema: OwnPay } } },
      '401': Unauthorized,
      '403': TechnicianOnly,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'openPayoutAccount',
    method: 'post',
    path: '/pay/me/payout-account',
    service: 'billing',
    roles: ['technician'],
    tags: ['pay'],
    summary: "Open (once) the caller's payout account at Stripe and answer the page to set it up",
    description:
      "The account is the caller's own, made once and paid out to their bank every week; asked again, it answers a fresh page for the same account. The page returns to the product's earnings page.",
    responses: {
      '200': {
        description: 'The set-up page.',
        content: { 'application/json': { schema: PayoutAccountLink } },
      },
      '401': Unauthorized,
      '403': TechnicianOnly,
      '409': problemResponse(
        'PayoutAccountNotUsed',
        'Payouts are recorded by an admin here, with no account to set up (`payouts_recorded`).',
      ),
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'listTechnicianPay',
    method: 'get',
    path: '/admin/pay',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'What each technician with a pay statement is owed and was paid, most owed first',
    responses: {
      '200': {
        description: 'The technicians.',
        content: { 'application/json': { schema: TechnicianPayList } },
      },
      '401': Unauthorized,
      '403': AdminOnly,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'recordTechnicianPayout',
    method: 'post',
    path: '/admin/technicians/{technicianId}/payouts',
    service: 'billing',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Record a payout of everything due to a technician',
    description:
      'The amount is what the ledger says is due, never typed. The ledger moves it from the technician payable to cash in the same transaction.',
    params: TechnicianIdParams,
    headers: z.object({ 'Idempotency-Key': PayoutIdempotencyKey }),
    body: { content: { 'application/json': { schema: payoutRecordSchema } }, required: true },
    responses: {
      '201': {
        description: 'The payout.',
        content: { 'application/json': { schema: RecordedPayout } },
      },
      '400': Invalid,
      '401': Unauthorized,
      '403': AdminOnly,
      '409': problemResponse('PayoutRefused', 'Nothing is due to the technician (`nothing_due`).'),
      default: Failure,
    },
  }),
] as const;
