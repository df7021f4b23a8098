import { z } from 'zod';
import { notificationSchema } from './notifications.js';
import { callSchema, callSignalEventSchema } from './calls.js';

/**
 * The typed events of a signed-in person's live stream (`GET /api/live`), by SSE event name. One
 * stream carries every kind, so each new kind is one entry here.
 */
export const liveEventSchemas = {
  notification: notificationSchema,
  call: callSchema,
  callSignal: callSignalEventSchema,
} as const;
export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];

/** The SSE event a stream opens with: its id is where a reconnect resumes when nothing came yet. */
export const LIVE_READY_EVENT = 'ready';

/**
 * One message of the stream as Server-Sent Events frame it: its event name, the id a reconnect
 * resumes from, the JSON of the event's data (its schema above, by name) and, on the first, how
 * long to wait before reconnecting.
 */
export const liveStreamMessageSchema = z
  .strictObject({
    event: z.enum([LIVE_READY_EVENT, ...LIVE_EVENT_TYPES]),
    id: z.string().regex(/^\d+$/),
    data: z.string().meta({ description: "The event's data as JSON; `{}` for `ready`." }),
    retry: z.int().min(0).optional(),
  })
  .meta({ id: 'LiveStreamMessage' });
