import { z } from 'zod';
import {
  JOB_COST_KINDS,
  MAX_COST_CENTS,
  MAX_PAY_CAP_HOURS,
  MAX_PAY_CENTS,
  MAX_STANDBY_DAYS,
  PAY_BASES,
  type CompletedWork,
  type JobPay,
} from '../reference/rate-card.js';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US');

/** A pay figure: whole dollars (so a quarter hour of an hourly rate is whole cents), bounded. */
const payCents = (what: string) =>
  z
    .number({ message: `Enter the ${what} in cents.` })
    .int(`Enter the ${what} in whole cents.`)
    .min(0, `The ${what} cannot be negative.`)
    .max(MAX_PAY_CENTS, `The ${what} cannot be more than ${dollars(MAX_PAY_CENTS)} USD.`)
    .multipleOf(100, `Set the ${what} in whole dollars.`);

/** A job's pay as an admin sets it, a technician counters it, and the job's acceptance carries it. */
export const jobPaySchema = z
  .strictObject({
    basis: z.enum(PAY_BASES, { message: 'Choose fixed or hourly pay.' }),
    amountCents: payCents('pay'),
    capHours: z
      .number({ message: 'Enter the most hours paid.' })
      .int('Enter the most hours paid in whole hours.')
      .min(1, 'Hourly pay needs at least 1 hour.')
      .max(MAX_PAY_CAP_HOURS, `Hourly pay covers at most ${MAX_PAY_CAP_HOURS} hours.`)
      .nullable(),
    standbyDayCents: payCents('standby day pay'),
    specialVehicleCents: payCents('special vehicle pay'),
  })
  .refine((pay) => (pay.basis === 'hourly') === (pay.capHours !== null), {
    message: 'Hourly pay needs the most hours paid; fixed pay has none.',
    path: ['capHours'],
  }) satisfies z.ZodType<JobPay>;

/** One cost the technician logged on site, counted once the company approves the work. */
export const jobCostSchema = z.strictObject({
  kind: z.enum(JOB_COST_KINDS, { message: 'Choose parts or travel.' }),
  description: z
    .string({ message: 'Say what the cost was for.' })
    .trim()
    .min(2, 'Say what the cost was for.')
    .max(200, 'The description is at most 200 characters.'),
  amountCents: z
    .number({ message: 'Enter the amount in cents.' })
    .int('Enter the amount in whole cents.')
    .positive('The amount must be more than zero.')
    .max(MAX_COST_CENTS, `A cost cannot be more than ${dollars(MAX_COST_CENTS)} USD.`),
});

/** The money facts of approved work, as the completion event carries them to billing. */
export const completedWorkSchema = z.strictObject({
  onSiteMinutes: z.number().int().min(0),
  standbyDays: z.number().int().min(0).max(MAX_STANDBY_DAYS),
  specialVehicleUsed: z.boolean(),
  extraHoursApproved: z.number().int().min(0).max(MAX_PAY_CAP_HOURS),
  costs: z.array(jobCostSchema),
}) satisfies z.ZodType<CompletedWork>;
