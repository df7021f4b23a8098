// Parameters, answers and problems both documents' pay-on-the-offer entries use.
import { z } from 'zod';
import { CounterOffer, JobPay } from '../schemas/counter-offers.js';
import { problemResponse } from './problem.js';

export const PayRequestIdParameter = z.guid().meta({
  param: { description: "The request's id.", id: 'PayRequestId' },
});

export const CounterOfferIdParameter = z.guid().meta({
  param: { description: "The counter-offer's id.", id: 'CounterOfferId' },
});

export const CounterOfferOfferIdParameter = z.guid().meta({
  param: {
    description:
      "The offer's id; an offer made to another technician answers 404 like an unknown one.",
    id: 'CounterOfferOfferId',
  },
});

export const RequestPay = z
  .strictObject({
    pay: JobPay,
    paySetByAdmin: z.boolean(),
  })
  .meta({ id: 'RequestPay', description: "The pay the request's next offers carry." });

export const counterOfferAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: CounterOffer } },
});

export const payProblems = {
  invalid: problemResponse(
    'OfferPayInvalid',
    "`validation_failed` with one entry per field and the field's message (e.g. `amountCents`: `The pay cannot be negative.`, `capHours`: `Hourly pay needs the most hours paid; fixed pay has none.`, `reason`: `Say why you are countering.`).",
  ),
  unauthorized: problemResponse(
    'OfferPayUnauthorized',
    'No bearer token, or the token is invalid or expired.',
  ),
  adminOnly: problemResponse('OfferPayAdminOnly', 'The caller is not an admin (`forbidden`).'),
  technicianOnly: problemResponse(
    'CounterTechnicianOnly',
    'The caller is not a technician (`forbidden`), or is one no longer approved to take work (`technician_not_approved`).',
  ),
  requestNotFound: problemResponse('PayRequestNotFound', 'No request with this id (`not_found`).'),
  offerNotFound: problemResponse(
    'CounterOfferOfferNotFound',
    'No offer with this id made to the caller (`offer_not_found`).',
  ),
  counterNotFound: problemResponse(
    'CounterOfferNotFound',
    'No counter-offer with this id (`counter_offer_not_found`).',
  ),
  payLocked: problemResponse(
    'PayLocked',
    'A technician has taken the job, so its pay is settled (`pay_locked`).',
  ),
  counterRefused: problemResponse(
    'CounterOfferRefused',
    'The offer expired, was taken or closed (`offer_closed`, `job_taken`), or a counter-offer on it still waits for an answer (`counter_offer_open`).',
  ),
  counterClosed: problemResponse(
    'CounterOfferClosed',
    'The counter-offer was already answered or withdrawn (`counter_offer_closed`), or the job was taken meanwhile (`job_taken`).',
  ),
  failure: problemResponse('OfferPayError', 'Any other failure, as RFC 9457 problem details.'),
};
