import type { z } from 'zod';
import { notificationSchema } from './notifications.js';

/**
 * The typed events of a signed-in person's live stream (`GET /api/live`), by SSE event name. One
 * stream carries every kind, so each new kind is one entry here.
 */
export const liveEventSchemas = {
  notification: notificationSchema,
} as const;
export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(liveEventSchemas) as LiveEventType[];

/** The SSE event a stream opens with: its id is where a reconnect resumes when nothing came yet. */
export const LIVE_READY_EVENT = 'ready';
