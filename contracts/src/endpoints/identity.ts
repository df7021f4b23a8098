// The identity service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import {
  companySignupInfoSchema,
  draftSecretSchema,
  emailConfirmationSchema,
  technicianSignupInfoSchema,
  tmpUserDraftSchema,
  tmpUserRefSchema,
  userChangesSchema,
  userRegistrationSchema,
} from '../schemas.js';
import { endpoint, type ApiDocument } from './define.js';
import { Problem, problemResponse } from './problem.js';

export const UserType = z.enum(['company', 'technician', 'admin', '']).meta({ id: 'UserType' });

export const IdentityUser = z
  .strictObject({
    id: z.uuid(),
    keycloakId: z.string().meta({ description: 'The Keycloak subject (`sub`).' }),
    userType: UserType,
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    smsConsent: z.boolean(),
    companyId: z.string().nullable(),
    locationId: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    lastLogin: z.iso.datetime({ offset: true }).nullable(),
    pendingEmail: z.string().nullable().meta({
      description:
        'A new address waiting for its confirmation link to be opened; `email` stays in force until then.',
    }),
  })
  .meta({ id: 'IdentityUser' });

export const SignupUserType = z.enum(['technician', 'company']).meta({ id: 'SignupUserType' });

export const SavedDraft = z
  .strictObject({
    uuid: z.uuid(),
    secret: draftSecretSchema,
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SavedDraft' });

export const DraftData = z
  .union([
    z.strictObject({
      userType: z.literal('technician'),
      info: technicianSignupInfoSchema,
    }),
    z.strictObject({
      userType: z.literal('company'),
      info: companySignupInfoSchema,
    }),
  ])
  .meta({ id: 'DraftData' });

export const DraftClaim = z
  .union([
    z.strictObject({
      status: z.literal('claimed'),
      userType: z.literal('technician'),
      info: technicianSignupInfoSchema,
    }),
    z.strictObject({
      status: z.literal('claimed'),
      userType: z.literal('company'),
      info: companySignupInfoSchema,
    }),
    z
      .strictObject({
        status: z.literal('registered'),
        userType: UserType,
      })
      .meta({
        description: "The draft is gone because the caller's registration already finished.",
      }),
  ])
  .meta({ id: 'DraftClaim' });

const RequestIdParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description: 'Correlates logs across the bff and services; echoed in the response.',
      id: 'RequestId',
    },
  });

const ValidationFailedResponse = problemResponse(
  'ValidationFailed',
  '`validation_failed` with one `{ field, message }` per invalid field.',
);

const DraftNotFoundResponse = problemResponse('DraftNotFound', 'No such draft, or it expired.');

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const identityEndpoints = [
  endpoint({
    operationId: 'getCurrentUser',
    method: 'get',
    path: '/users/me',
    service: 'identity',
    roles: ['company', 'technician', 'admin'],
    tags: ['users'],
    summary: "The caller's profile",
    description:
      "Creates the caller's profile on first authenticated use from the token claims (sub, email, name; userType from the realm role company, technician or admin, else empty) and updates lastLogin when the previous one is more than five minutes old. Each of these writes publishes `identity.user.changed.v1` with the profile as stored; a read that writes nothing publishes nothing.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's profile.",
        content: { 'application/json': { schema: IdentityUser } },
      },
      '401': UnauthorizedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateCurrentUser',
    method: 'patch',
    path: '/users/me',
    service: 'identity',
    roles: ['company', 'technician', 'admin'],
    tags: ['users'],
    summary: "Change the caller's contact details",
    description:
      'Only the fields sent change. userType, ids and timestamps are not editable here. Publishes `identity.user.changed.v1` with the profile as saved. A new e-mail address does not replace the current one: it is kept as `pendingEmail` with a single-use token valid for 24 hours, and `identity.email-change.requested.v1` asks notification to mail the confirmation link to it (sending the current address again drops a pending one). An e-mail address another user holds (in any letter case) is refused with 409 `email_taken`.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: userChangesSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: 'The updated profile.',
        content: { 'application/json': { schema: IdentityUser } },
      },
      '400': ValidationFailedResponse,
      '401': UnauthorizedResponse,
      '409': {
        description: '`email_taken`: another account holds this e-mail address; nothing changed.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'confirmEmailChange',
    method: 'post',
    path: '/users/me/email-confirmation',
    service: 'identity',
    roles: ['company', 'technician', 'admin'],
    tags: ['users'],
    summary: "Put the caller's pending e-mail address in force",
    description:
      'Takes the token of the confirmation link. Moves the pending address into `email`, clears the pending one and publishes `identity.user.changed.v1`. The token works once.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: emailConfirmationSchema } }, required: true },
    responses: {
      '200': {
        description: 'The profile with its new address.',
        content: { 'application/json': { schema: IdentityUser } },
      },
      '400': ValidationFailedResponse,
      '401': UnauthorizedResponse,
      '404': {
        description:
          '`email_change_invalid`: the caller has no pending address with this token; `email_change_expired`: the link is older than 24 hours. Nothing changed.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description: '`email_taken`: another account took the address meanwhile; nothing changed.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'claimSignupDraft',
    method: 'post',
    path: '/users/me/registration/claim',
    service: 'identity',
    roles: ['company', 'technician', 'admin'],
    tags: ['signup'],
    summary: 'Take a sign-up draft for the caller and copy its profile fields',
    description:
      "Gives the draft to the caller's account (no other account can take it afterwards) and copies fullName, phone, smsConsent and userType onto the profile, publishing `identity.user.changed.v1`. Idempotent. Accepts a token without a product role (the role is assigned by the registration). Answers `registered` when the draft is gone because the caller's registration already finished.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: tmpUserRefSchema } }, required: true },
    responses: {
      '200': {
        description: 'The claimed draft, or the news that the registration is already done.',
        content: { 'application/json': { schema: DraftClaim } },
      },
      '400': ValidationFailedResponse,
      '401': UnauthorizedResponse,
      '403': {
        description: "The caller already holds another product role than the draft's user type.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': DraftNotFoundResponse,
      '409': {
        description:
          '`draft_claimed`: another account took the draft; `already_registered`: the caller finished another sign-up before.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'completeRegistration',
    method: 'post',
    path: '/users/me/registration',
    service: 'identity',
    roles: ['company', 'technician', 'admin'],
    tags: ['signup'],
    summary: "Finish the caller's sign-up from the draft",
    description:
      'Claims the draft (as claimSignupDraft), assigns the realm role of its user type through the Keycloak Admin REST API (only when not mapped yet), then in one transaction marks the user registered (with companyId and locationId for a company sign-up), writes `identity.user.registered.v1` to the outbox (only the first time) and deletes the draft. Retrying after any failure finishes the job without duplicates; once registered, the same call answers the profile again.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: userRegistrationSchema } }, required: true },
    responses: {
      '200': {
        description: 'The registered profile.',
        content: { 'application/json': { schema: IdentityUser } },
      },
      '400': ValidationFailedResponse,
      '401': UnauthorizedResponse,
      '403': {
        description: "The caller already holds another product role than the draft's user type.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': DraftNotFoundResponse,
      '409': {
        description: '`draft_claimed` or `already_registered`, as for claimSignupDraft.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '502': {
        description: 'Keycloak could not be reached or refused the role assignment; retry.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '503': {
        description: '`role_assignment_unavailable`: identity has no Keycloak admin credentials.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveSignupDraft',
    method: 'post',
    path: '/drafts',
    service: 'identity',
    roles: ['anonymous'],
    tags: ['signup'],
    summary: "Save the sign-up form under the browser's uuid (anonymous)",
    description:
      "Stores (or, for the same uuid, replaces) an unclaimed draft, kept 24 hours by default. The info is checked with the shared sign-up schemas: field errors carry the spec's messages, and `detail` carries the form's alert ('Please fill in all the required technician fields.', ...).",
    security: [],
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: tmpUserDraftSchema } }, required: true },
    responses: {
      '200': {
        description: 'An unclaimed draft with this uuid was replaced.',
        content: { 'application/json': { schema: SavedDraft } },
      },
      '201': {
        description: 'The draft was stored.',
        content: { 'application/json': { schema: SavedDraft } },
      },
      '400': ValidationFailedResponse,
      '409': {
        description: '`draft_claimed`: the uuid belongs to a draft an account has taken.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'lookupSignupDraft',
    method: 'post',
    path: '/drafts/lookup',
    service: 'identity',
    roles: ['anonymous'],
    tags: ['signup'],
    summary: 'Read an unclaimed, unexpired draft back (anonymous)',
    description: "A POST so the uuid, the draft's only key, never appears in URLs or access logs.",
    security: [],
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: tmpUserRefSchema } }, required: true },
    responses: {
      '200': {
        description: "The draft's data.",
        content: { 'application/json': { schema: DraftData } },
      },
      '400': ValidationFailedResponse,
      '404': DraftNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteSignupDraft',
    method: 'delete',
    path: '/drafts/{uuid}',
    service: 'identity',
    roles: ['anonymous'],
    tags: ['signup'],
    summary: 'Forget an unclaimed draft (anonymous)',
    description:
      'Idempotent: 204 whether or not the draft existed. A claimed draft is left to its registration, which deletes it when it finishes.',
    security: [],
    params: z.object({ uuid: z.uuid() }),
    headers: z.object({
      'x-request-id': RequestIdParameter,
      'x-draft-secret': draftSecretSchema.meta({
        param: { description: "The draft's key, as returned when it was created." },
      }),
    }),
    responses: {
      '204': { description: 'The draft is gone (or was never there).' },
      '400': ValidationFailedResponse,
      default: ErrorResponse,
    },
  }),
];

export const identityDocument: ApiDocument = {
  name: 'identity',
  info: {
    title: 'Remote Hands Alaska — identity service',
    version: '1.0.0',
    description:
      "Users, their profiles and sign-up drafts. Every route needs the caller's bearer access token (RS256, issued by the `remote-hands` realm, audience `remote-hands-api`), verified by the identity service itself, except the anonymous draft routes (the visitor has no account yet when the form is saved).\n",
  },
  servers: [{ url: 'http://localhost:4001' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'users', description: "The signed-in user's own profile." },
    {
      name: 'signup',
      description:
        "Sign-up drafts (the spec's tmpUser) and the registration that applies one: the browser saves the form anonymously under a uuid it made, the visitor creates an account at the identity provider, then the bff claims the draft for the new account, makes the company (company sign-up) and finishes the registration. Each step is idempotent.\n",
    },
  ],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  endpoints: identityEndpoints,
  unreferencedSchemas: [SignupUserType],
};
