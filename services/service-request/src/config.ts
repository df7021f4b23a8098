import {
  CALL_LIMITS,
  DEFAULT_AUTO_APPROVE_HOURS,
  DEFAULT_CALL_IDLE_TIMEOUT_SECONDS,
  DEFAULT_CALL_RING_TIMEOUT_SECONDS,
  DEFAULT_DISPATCH_WAVE_DELAY_MINUTES,
  DEFAULT_MESSAGE_DIGEST_MINUTES,
  DEFAULT_OFFER_EXPIRY_MINUTES,
  DEFAULT_PHOTO_LIMIT,
} from '@rha/contracts';
import { serviceConfig } from '@rha/kit';
import { z } from 'zod';

const wholeNumber = z.coerce.number<string>().int('Must be a whole number');

export const configSchema = serviceConfig('service_request', {
  /** The company service, asked with the caller's token whether a request's location is theirs. */
  COMPANY_URL: z.url().default('http://localhost:4002'),
  /** The technician service, asked for the candidates of a request (smart dispatch, admins' picks). */
  TECHNICIAN_URL: z.url().default('http://localhost:4004'),
  /**
   * The shared service credential the technician service's internal routes ask for: ranking
   * candidates happens for no signed-in user. The launcher generates one per run.
   */
  INTERNAL_API_TOKEN: z.string().min(32, 'Must be at least 32 characters'),
  /** How long smart dispatch waits for an accept before it offers the request to the next wave. */
  DISPATCH_WAVE_DELAY_MINUTES: wholeNumber
    .positive('Must be positive')
    .default(DEFAULT_DISPATCH_WAVE_DELAY_MINUTES),
  /** How long an offer stays open without an answer. */
  OFFER_EXPIRY_MINUTES: wholeNumber
    .positive('Must be positive')
    .default(DEFAULT_OFFER_EXPIRY_MINUTES),
  /** How long a company may leave finished work unreviewed before it counts as approved. */
  AUTO_APPROVE_HOURS: z.coerce
    .number<string>()
    .positive('Must be positive')
    .default(DEFAULT_AUTO_APPROVE_HOURS),
  /** How many photos a job takes when its service type sets no number of its own. */
  PHOTO_LIMIT: wholeNumber.positive('Must be positive').default(DEFAULT_PHOTO_LIMIT),
  /** How long a message may stay unread before its reader is e-mailed about it (and what came since). */
  MESSAGE_DIGEST_MINUTES: wholeNumber
    .positive('Must be positive')
    .default(DEFAULT_MESSAGE_DIGEST_MINUTES),
  /** How long a call rings unanswered before it ends as missed. */
  CALL_RING_TIMEOUT_SECONDS: wholeNumber
    .positive('Must be positive')
    .default(DEFAULT_CALL_RING_TIMEOUT_SECONDS),
  /** How long an active call may go without a signal or keep-alive before it ends as dropped. */
  CALL_IDLE_TIMEOUT_SECONDS: wholeNumber
    .positive('Must be positive')
    .default(DEFAULT_CALL_IDLE_TIMEOUT_SECONDS),
  /** How many signals one call may carry a minute, both people and every replica together. */
  CALL_SIGNALS_PER_MINUTE: wholeNumber
    .positive('Must be positive')
    .default(CALL_LIMITS.signalsPerMinute),
  /**
   * How often the service looks for due waves, expired offers and finished work due for automatic
   * approval; 0 turns it off.
   */
  DISPATCH_TICK_SECONDS: wholeNumber
    .min(0, 'Must be 0 or more')
    .max(86_400, 'Must be at most 86400 (a day)')
    .default(30),
});

export type Config = z.infer<typeof configSchema>;
