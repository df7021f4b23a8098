import { z } from 'zod';
import { jobPaySchema } from './pay.js';
import { etaField } from './dispatch.js';
import { optionalText, requiredText } from './fields.js';

export const COUNTER_OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type CounterOfferStatus = (typeof COUNTER_OFFER_STATUSES)[number];

/** What people read when a counter-offer is refused or missing; one place for every caller. */
export const counterOfferMessages = {
  reasonRequired: 'Say why you are countering.',
  nothingCountered: 'Propose a different pay or arrival time.',
  counterOfferOpen: 'You already sent a counter-offer on this offer; wait for the answer.',
  counterOfferNotFound: 'Counter-offer not found',
  counterOfferClosed: 'This counter-offer has already been answered.',
  payLocked: 'The pay can no longer change: a technician has taken the job.',
} as const;

const m = counterOfferMessages;

/** A job's pay as the API answers it; the body schema itself, so both sides read one shape. */
export const JobPay = jobPaySchema.meta({
  id: 'JobPay',
  description:
    'A job pay in integer US cents: fixed (`capHours` null) or hourly up to `capHours`, plus the weather standby day and special vehicle pay.',
});

/** The technician's counter to an offer: a different pay, a different arrival, or both. */
export const counterOfferSchema = z
  .strictObject({
    pay: jobPaySchema.optional(),
    arrivalAt: etaField.optional(),
    reason: requiredText(m.reasonRequired, 500),
  })
  .refine((counter) => counter.pay !== undefined || counter.arrivalAt !== undefined, {
    message: m.nothingCountered,
    path: ['pay'],
  })
  .meta({ id: 'CounterOfferProposal' });

export type CounterOfferProposal = z.infer<typeof counterOfferSchema>;

/** An admin declines a counter-offer, saying why if they wish. */
export const counterDecisionSchema = z
  .strictObject({ reason: optionalText(500).default('') })
  .meta({ id: 'CounterOfferDecline' });

export type CounterOfferDecline = z.infer<typeof counterDecisionSchema>;

export const CounterOffer = z
  .strictObject({
    id: z.uuid(),
    offerId: z.uuid(),
    requestId: z.uuid(),
    technician: z.strictObject({ id: z.string(), fullName: z.string() }),
    pay: JobPay.nullable().meta({
      description: 'The pay asked; null when only the arrival moves.',
    }),
    arrivalAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'The arrival proposed; null when only the pay moves.' }),
    reason: z.string(),
    status: z.enum(COUNTER_OFFER_STATUSES),
    decisionReason: z
      .string()
      .meta({ description: "The admin's reason for a decline; empty otherwise." }),
    createdAt: z.iso.datetime({ offset: true }),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'CounterOffer' });

export type CounterOffer = z.infer<typeof CounterOffer>;
