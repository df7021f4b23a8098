import { z } from 'zod';
import { MAX_EXPECTED_HOURS } from '../reference/prices.js';
import { MAX_PAY_CAP_HOURS, MAX_STANDBY_DAYS, type JobCostKind } from '../reference/rate-card.js';
import type { JobFile } from './job-files.js';
import { requiredText } from './fields.js';
import { jobCostSchema } from './pay.js';

/** What the site-cost endpoints answer, in the product's words. */
export const siteCostMessages = {
  receiptRequired: 'Please add a photo or PDF of the receipt',
  receiptNotFound: 'The receipt was not found: upload it again',
  receiptInUse: 'This receipt already goes with another cost',
  costNotLoggable: (status: string) =>
    `Costs can be logged only on site or once the work is done, not while ${status}`,
  costNotRemovable: (status: string) =>
    `Costs can be removed only before the work is approved, not while ${status}`,
  costNotFound: 'Cost not found',
  standbyDaysInvalid: `Standby days must be a whole number from 0 to ${MAX_STANDBY_DAYS}`,
  specialVehicleInvalid: 'Please say whether a special vehicle was used',
  hoursInvalid: `Ask for a whole number of hours from 1 to ${MAX_EXPECTED_HOURS}`,
  reasonRequired: 'Please say why more hours are needed',
  moreHoursNotAskable: (status: string) =>
    `More hours can be asked for only on site, not while ${status}`,
  moreHoursPending: 'An ask for more hours is already waiting for the company',
  tooManyHours: `A job can have at most ${MAX_PAY_CAP_HOURS} extra hours`,
  askNotFound: 'Ask for more hours not found',
  askDecided: 'This ask for more hours has already been decided',
  notDecidable: (status: string) =>
    `More hours can be decided only before the work is approved, not while ${status}`,
} as const;

const m = siteCostMessages;

/** A cost the technician logs, with the receipt uploaded first as a job file of kind `receipt`. */
export const newJobCostSchema = jobCostSchema
  .extend({ receiptFileId: z.uuid({ message: m.receiptRequired }) })
  .meta({ id: 'NewJobCost' });

export type NewJobCost = z.infer<typeof newJobCostSchema>;

export const standbyDaysField = z
  .number({ message: m.standbyDaysInvalid })
  .int(m.standbyDaysInvalid)
  .min(0, m.standbyDaysInvalid)
  .max(MAX_STANDBY_DAYS, m.standbyDaysInvalid);

export const specialVehicleField = z.boolean({ message: m.specialVehicleInvalid });

/** Weather standby days waited out and whether a special vehicle was needed, as last recorded. */
export const siteFactsSchema = z
  .strictObject({ standbyDays: standbyDaysField, specialVehicleUsed: specialVehicleField })
  .meta({ id: 'SiteFacts' });

export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** The technician on site asks the company for hours beyond the job's cap. */
export const moreHoursAskSchema = z
  .strictObject({
    hours: z
      .number({ message: m.hoursInvalid })
      .int(m.hoursInvalid)
      .min(1, m.hoursInvalid)
      .max(MAX_EXPECTED_HOURS, m.hoursInvalid),
    reason: requiredText(m.reasonRequired, 1000),
  })
  .meta({ id: 'NewMoreHoursAsk' });

export type MoreHoursAskInput = z.infer<typeof moreHoursAskSchema>;

export const MORE_HOURS_STATUSES = ['pending', 'approved', 'declined'] as const;
export type MoreHoursStatus = (typeof MORE_HOURS_STATUSES)[number];

/** One logged cost as the job's parties see it, with its receipt. */
export interface JobCost {
  id: string;
  kind: JobCostKind;
  description: string;
  amountCents: number;
  receipt: JobFile;
  loggedAt: string;
}

export interface MoreHoursAsk {
  id: string;
  hours: number;
  reason: string;
  status: MoreHoursStatus;
  askedAt: string;
  decidedAt: string | null;
}

/** What the job's time and money on site stand at: what the company reviews before approving. */
export interface SiteCosts {
  /** Check-in to check-out, summed over visits; time the job was held or away is not counted. */
  onSiteMinutes: number;
  standbyDays: number;
  specialVehicleUsed: boolean;
  extraHoursApproved: number;
  costs: JobCost[];
  moreHours: MoreHoursAsk[];
}
