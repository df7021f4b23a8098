// The bff's inbox and live-stream endpoints; listed in bff.ts's document.
import { z } from 'zod';
import { endpoint } from './define.js';
import { liveStreamMessageSchema } from '../schemas/live.js';
import {
  notificationInboxSchema,
  notificationSettingsChangeSchema,
  notificationSettingsSchema,
} from '../schemas/notifications.js';
import { problemResponse } from './problem.js';

const Unauthorized = problemResponse(
  'LiveUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);
const NoProductRole = problemResponse(
  'LiveNoProductRole',
  'The token carries no product role yet.',
);
const Failure = problemResponse('LiveError', 'Any other failure, as RFC 9457 problem details.');

const signedIn = ['company', 'technician', 'admin'] as const;

export const bffNotificationEndpoints = [
  endpoint({
    operationId: 'listNotifications',
    forwardsTo: { service: 'notification', operationId: 'listNotifications' },
    method: 'get',
    path: '/api/notifications',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: "The caller's newest notifications and how many are unread",
    responses: {
      '200': {
        description: 'The inbox.',
        content: { 'application/json': { schema: notificationInboxSchema } },
      },
      '401': Unauthorized,
      '403': NoProductRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'markNotificationRead',
    forwardsTo: { service: 'notification', operationId: 'markNotificationRead' },
    method: 'post',
    path: '/api/notifications/{id}/read',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: "Mark one of the caller's notifications read",
    description: "Someone else's notice answers 404, as an unknown id does.",
    params: z.object({ id: z.string().meta({ param: { description: "The notice's id." } }) }),
    responses: {
      '204': { description: 'Marked.' },
      '401': Unauthorized,
      '403': NoProductRole,
      '404': problemResponse('NotificationNotFound', 'No notice of the caller has this id.'),
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'markAllNotificationsRead',
    forwardsTo: { service: 'notification', operationId: 'markAllNotificationsRead' },
    method: 'post',
    path: '/api/notifications/read',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: "Mark every one of the caller's notifications read",
    responses: {
      '204': { description: 'Marked.' },
      '401': Unauthorized,
      '403': NoProductRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'getNotificationSettings',
    forwardsTo: { service: 'notification', operationId: 'getNotificationSettings' },
    method: 'get',
    path: '/api/notification-settings',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: 'Which kinds of notice the caller also gets by e-mail',
    responses: {
      '200': {
        description: 'The settings.',
        content: { 'application/json': { schema: notificationSettingsSchema } },
      },
      '401': Unauthorized,
      '403': NoProductRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'changeNotificationSettings',
    forwardsTo: { service: 'notification', operationId: 'changeNotificationSettings' },
    method: 'patch',
    path: '/api/notification-settings',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: "Switch some kinds' e-mail on or off for the caller",
    body: {
      content: { 'application/json': { schema: notificationSettingsChangeSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The settings as they now are.',
        content: { 'application/json': { schema: notificationSettingsSchema } },
      },
      '400': problemResponse(
        'NotificationSettingsInvalid',
        'An unknown kind, or a value not true or false.',
      ),
      '401': Unauthorized,
      '403': NoProductRole,
      default: Failure,
    },
  }),
  endpoint({
    operationId: 'liveEvents',
    method: 'get',
    path: '/api/live',
    service: 'bff',
    roles: signedIn,
    tags: ['notifications'],
    summary: "The caller's live events, as a Server-Sent Events stream",
    description:
      'One stream per signed-in person carries every typed event of `liveEventSchemas` (a new notification, for now), each with an `id:` line. The stream opens with a `ready` event whose id is where a reconnect resumes; a reconnect that sends `Last-Event-ID` first gets every event after it that the person missed, from the store every replica shares, then the live ones, none twice. Comment lines keep the link open. The stream ends when the bearer token expires, and the client reconnects with a fresh one.',
    headers: z.object({
      'Last-Event-ID': z
        .string()
        .optional()
        .meta({ param: { description: 'The id of the last event the client received.' } }),
    }),
    responses: {
      '200': {
        description: 'The stream (`text/event-stream`).',
        content: { 'text/event-stream': { schema: liveStreamMessageSchema } },
      },
      '401': Unauthorized,
      '403': NoProductRole,
      default: Failure,
    },
  }),
];
