// The notification service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import { contactMessageSubmissionSchema } from '../schemas.js';
import { endpoint, type ApiDocument } from './define.js';
import {
  notificationInboxSchema,
  notificationSettingsChangeSchema,
  notificationSettingsSchema,
} from '../schemas/notifications.js';
import { Problem, problemResponse } from './problem.js';

export const ContactMessageAccepted = z
  .strictObject({
    id: z.uuid().meta({ description: 'Id of the stored contact message.' }),
  })
  .meta({ id: 'ContactMessageAccepted' });

const IdempotencyKeyParameter = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    param: {
      description:
        'A UUID made once per submission and sent again with every resend of it. A resend after the first attempt committed gets the first answer again, with `Idempotent-Replayed: true`, and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days.',
      id: 'IdempotencyKey',
    },
  });

const RequestIdParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description: 'Correlates logs across the bff and services; echoed in the response.',
      id: 'RequestId',
    },
  });

const IdempotencyKeyReusedResponse = problemResponse(
  'IdempotencyKeyReused',
  'The Idempotency-Key was already used for another request (`idempotency_key_reused`).',
);

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'The service credential is missing or wrong.',
);

const BearerUnauthorizedResponse = problemResponse(
  'BearerUnauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const SignedInRoleResponse = problemResponse(
  'NoProductRole',
  'The token carries no product role (a sign-up not completed).',
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const notificationEndpoints = [
  endpoint({
    operationId: 'createContactMessage',
    method: 'post',
    path: '/contact-messages',
    service: 'notification',
    roles: ['service'],
    tags: ['contact'],
    summary: 'Store a contact message and queue its e-mail to the support mailbox',
    description:
      'Stores the message and its e-mail (status pending) in one transaction, then answers 202; a dispatcher sends the e-mail with retries and records each attempt. The captcha the bff verified is recorded in the same transaction: a second message with the same `captchaId` is refused with 409 `captcha_already_used` and stores nothing.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: {
      content: { 'application/json': { schema: contactMessageSubmissionSchema } },
      required: true,
    },
    responses: {
      '202': {
        description: 'Stored; the e-mail is queued.',
        content: { 'application/json': { schema: ContactMessageAccepted } },
      },
      '400': ErrorResponse,
      '401': UnauthorizedResponse,
      '409': {
        description: 'The captcha solution was already used (`captcha_already_used`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listNotifications',
    method: 'get',
    path: '/notifications',
    service: 'notification',
    roles: ['company', 'technician', 'admin'],
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary: "The caller's newest notifications and how many are unread",
    description:
      "Only the notices addressed to the token's subject, newest first, at most NOTIFICATION_INBOX_SIZE.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The inbox.',
        content: { 'application/json': { schema: notificationInboxSchema } },
      },
      '401': BearerUnauthorizedResponse,
      '403': SignedInRoleResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'markNotificationRead',
    method: 'post',
    path: '/notifications/{id}/read',
    service: 'notification',
    roles: ['company', 'technician', 'admin'],
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary: "Mark one of the caller's notifications read",
    description:
      'Marking it again keeps the first time. A notice of someone else answers 404 like an unknown id, so its existence is not revealed.',
    params: z.object({ id: z.string().meta({ param: { description: "The notice's id." } }) }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'Marked.' },
      '401': BearerUnauthorizedResponse,
      '403': SignedInRoleResponse,
      '404': {
        description: 'No notice of the caller has this id (`notification_not_found`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'markAllNotificationsRead',
    method: 'post',
    path: '/notifications/read',
    service: 'notification',
    roles: ['company', 'technician', 'admin'],
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary: "Mark every one of the caller's notifications read",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'Marked.' },
      '401': BearerUnauthorizedResponse,
      '403': SignedInRoleResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getNotificationSettings',
    method: 'get',
    path: '/notification-settings',
    service: 'notification',
    roles: ['company', 'technician', 'admin'],
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary: 'Which kinds of notice the caller also gets by e-mail',
    description: 'Every kind is e-mailed until its owner switches it off.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The settings.',
        content: { 'application/json': { schema: notificationSettingsSchema } },
      },
      '401': BearerUnauthorizedResponse,
      '403': SignedInRoleResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'changeNotificationSettings',
    method: 'patch',
    path: '/notification-settings',
    service: 'notification',
    roles: ['company', 'technician', 'admin'],
    tags: ['inbox'],
    security: [{ bearerAuth: [] }],
    summary: "Switch some kinds' e-mail on or off for the caller",
    description: 'The kinds left out keep their setting. Answers the settings as they now are.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: notificationSettingsChangeSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The settings.',
        content: { 'application/json': { schema: notificationSettingsSchema } },
      },
      '400': ErrorResponse,
      '401': BearerUnauthorizedResponse,
      '403': SignedInRoleResponse,
      default: ErrorResponse,
    },
  }),
];

export const notificationDocument: ApiDocument = {
  name: 'notification',
  info: {
    title: 'Remote Hands Alaska — notification service',
    version: '1.0.0',
    description:
      "Sends every e-mail of the product: contact messages through this API, the rest in reaction to events. Only the bff calls it: each request carries the shared service credential (`x-internal-api-token`, the INTERNAL_API_TOKEN both processes read). No operation lets a caller choose the recipient, the subject or the template: a contact message always goes to the support mailbox with the contact template. It also keeps each person's inbox of notifications, written from the same events; the inbox routes take the person's bearer token, which the bff passes on, and read or change only the notices of its subject.\n",
  },
  servers: [{ url: 'http://localhost:4005' }],
  security: [{ internalToken: [] }],
  tags: [
    { name: 'contact', description: 'Messages from the public contact form.' },
    { name: 'inbox', description: "A signed-in person's notifications and their e-mail settings." },
  ],
  securitySchemes: {
    bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    internalToken: {
      type: 'apiKey',
      in: 'header',
      name: 'x-internal-api-token',
      description: 'The shared service credential (INTERNAL_API_TOKEN).',
    },
  },
  endpoints: notificationEndpoints,
};
