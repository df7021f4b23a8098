import { z } from 'zod';
import {
  DEVICE_CLOCK_SLACK_MS,
  DEVICE_TIME_MAX_AGE_DAYS,
  SEND_BACK_TARGETS,
  SERVICE_LOG_LIMITS,
} from '../reference/on-site.js';
import { requiredText } from './fields.js';
import type { JobFile } from './job-files.js';
import { messages } from './messages.js';
import { specialVehicleField, standbyDaysField } from './site-costs.js';
import type { JobRatings } from './ratings.js';
import type { StoredStroke } from './stills.js';

const m = messages.onSite;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the device saw it happen: kept apart from when the server received it, as work logged
 * offline in a village may reach us hours later. Never in the future, nor older than
 * DEVICE_TIME_MAX_AGE_DAYS; within that, how far back it may go depends on the job (the service
 * that owns it checks).
 */
export const capturedAtField = z
  .string({ message: m.invalidCapturedAt })
  .trim()
  .superRefine((at, ctx) => {
    const parsed = z.iso.datetime({ offset: true }).safeParse(at);
    if (!parsed.success || Number.isNaN(Date.parse(at))) {
      ctx.addIssue({ code: 'custom', message: m.invalidCapturedAt });
    } else if (Date.parse(at) > Date.now() + DEVICE_CLOCK_SLACK_MS) {
      ctx.addIssue({ code: 'custom', message: m.capturedInFuture });
    } else if (Date.parse(at) < Date.now() - DEVICE_TIME_MAX_AGE_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', message: m.capturedTooLongAgo(DEVICE_TIME_MAX_AGE_DAYS) });
    }
  })
  .meta({
    id: 'CapturedAt',
    format: 'date-time',
    description: 'When the device saw it happen, with its UTC offset; not in the future.',
  });

/** Where the device was, only when the technician chose to share it. */
export const deviceLocationSchema = z
  .strictObject(
    {
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      accuracyMeters: z.number().min(0).max(100_000),
    },
    { message: m.invalidLocation },
  )
  .meta({ id: 'DeviceLocation' });

export type DeviceLocation = z.infer<typeof deviceLocationSchema>;

/** The technician arrives: when, and where if they allow it. */
export const checkInSchema = z
  .strictObject({
    capturedAt: capturedAtField,
    location: deviceLocationSchema
      .nullable()
      .default(null)
      .meta({ description: 'Only when the technician chose to share it.' }),
  })
  .meta({ id: 'CheckIn' });

export type CheckIn = z.infer<typeof checkInSchema>;

/** The technician is done: what they did. */
export const checkOutSchema = z
  .strictObject({
    capturedAt: capturedAtField,
    workSummary: requiredText(m.workSummaryRequired, 5000),
    // Left out, the job keeps what was recorded on it before.
    standbyDays: standbyDaysField.optional(),
    specialVehicleUsed: specialVehicleField.optional(),
  })
  .meta({ id: 'CheckOut' });

export type CheckOut = z.infer<typeof checkOutSchema>;

/**
 * One entry of the service log. `clientId` is made on the device when the entry is written, so an
 * entry sent again after a dropped link is stored once.
 */
export const serviceLogEntrySchema = z
  .strictObject({
    clientId: z.uuid({ message: m.invalidClientId }).meta({
      description: 'Made on the device when the entry is written, so a resend is stored once.',
    }),
    capturedAt: capturedAtField,
    text: requiredText(m.logTextRequired, SERVICE_LOG_LIMITS.textMax),
  })
  .meta({ id: 'NewServiceLogEntry' });

export type ServiceLogEntryInput = z.infer<typeof serviceLogEntrySchema>;

/** The company returns the work, saying why and whether the technician is still there. */
export const sendBackSchema = z
  .strictObject({
    to: z.enum(SEND_BACK_TARGETS, { message: m.sendBackTargetRequired }).meta({
      description:
        'On site when the technician is still there, Accepted when another visit is needed.',
    }),
    reason: requiredText(m.sendBackReasonRequired, 1000),
  })
  .meta({ id: 'SendBack' });

export type SendBack = z.infer<typeof sendBackSchema>;

/** The company reopens a completed baseline job under the warranty. */
export const warrantyReopenSchema = z
  .strictObject({
    reason: requiredText(m.warrantyReasonRequired, 1000),
  })
  .meta({ id: 'WarrantyReopen' });

export type WarrantyReopen = z.infer<typeof warrantyReopenSchema>;

/** One entry of the service log as it is read back. */
export interface ServiceLogEntry {
  id: string;
  text: string;
  /** When the device wrote it. */
  capturedAt: string;
  /** When the server stored it. */
  receivedAt: string;
}

/** A photo of the report with the marks both sides drew on it, oldest first. */
export interface ReportPhoto extends JobFile {
  strokes: StoredStroke[];
}

/** What happened on site, as the company, the assigned technician and admins read it. */
export interface JobReport {
  checkIn: { capturedAt: string; receivedAt: string; location: DeviceLocation | null } | null;
  checkOut: { capturedAt: string; receivedAt: string; workSummary: string } | null;
  /** Oldest first by capture time. */
  log: ServiceLogEntry[];
  completedAt: string | null;
  /** When silence counts as approval; set while the work waits for the company's review. */
  autoApproveAt: string | null;
  /** The last moment the company may reopen it under the warranty; null when none applies. */
  warrantyUntil: string | null;
  /** Stored photos with the marks drawn on them, oldest first by capture time. */
  photos: ReportPhoto[];
  /** The technician's clips and the expert's voice notes, oldest first by capture time. */
  recordings: JobFile[];
  /** Once the job is completed; null before. */
  ratings: JobRatings | null;
}
