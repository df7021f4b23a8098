import { z } from 'zod';
import type { ServiceRequestStatus, TimelineRole } from '../reference/request-lifecycle.js';
import { requiredText } from './fields.js';
import { messages } from './messages.js';

/** A cancellation by the company (or an admin): the reason is kept on the timeline. */
export const requestCancellationSchema = z
  .strictObject({
    reason: requiredText(messages.lifecycle.cancelReasonRequired, 1000),
  })
  .meta({ id: 'RequestCancellation' });

export type RequestCancellation = z.infer<typeof requestCancellationSchema>;

/** One move of a request: who made it, when, from which status to which, and why. */
export interface TimelineEntry {
  id: string;
  /** Null for the submission itself. */
  from: ServiceRequestStatus | null;
  to: ServiceRequestStatus;
  note: string;
  by: { role: TimelineRole; name: string };
  at: string;
}
