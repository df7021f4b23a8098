// The bff service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import {
  dispatchQueueQuerySchema,
  ownServiceRequestsQuerySchema,
  technicianJobsQuerySchema,
  technicianOffersQuerySchema,
  adminCompanyListQuerySchema,
  adminTechnicianListQuerySchema,
  technicianMetadataQuerySchema,
  adminRatingsQuerySchema,
  adminTechnicianLookupSchema,
  adminTechnicianMetadataUpdateSchema,
  checkInSchema,
  checkOutSchema,
  companyProfileSchema,
  companySettingsSchema,
  companySignupInfoSchema,
  contactMessageSchema,
  directAssignmentSchema,
  dispatchCandidatesQuerySchema,
  dispatchOffersSchema,
  draftSecretSchema,
  emailConfirmationSchema,
  heldJobDecisionSchema,
  heldJobsQuerySchema,
  interviewNoteSchema,
  locationSchema,
  locationUpdateSchema,
  messagesReadSchema,
  newJobMessageSchema,
  newRatingSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  requestCancellationSchema,
  sendBackSchema,
  serviceLogEntrySchema,
  serviceRequestSchema,
  smartDispatchSettingSchema,
  technicianCoverageSchema,
  technicianLocationChangesSchema,
  technicianLocationSchema,
  technicianMetadataFieldsSchema,
  technicianMetadataPostShapes,
  technicianSignupInfoSchema,
  tmpUserDraftSchema,
  tmpUserRefSchema,
  unavailablePeriodSchema,
  userProfileSchema,
  vettingChangeSchema,
  vettingFactSchema,
  warrantyReopenSchema,
  weatherHoldSchema,
} from '../schemas.js';
import { binary, endpoint, type ApiDocument } from './define.js';
import { bffNotificationEndpoints } from './bff-notifications.js';
import { bffScheduleEndpoints } from './bff-schedule.js';
import { bffCallEndpoints } from './bff-calls.js';
import { bffBillingEndpoints } from './bff-billing.js';
import { bffFinanceEndpoints } from './bff-finance.js';
import { bffEarningsEndpoints } from './bff-earnings.js';
import { bffStripeEndpoints } from './bff-stripe.js';
import { bffSiteCostEndpoints } from './bff-sitecosts.js';
import { bffEstimateEndpoints } from './bff-estimate.js';
import { bffQuoteEndpoints } from './bff-quote.js';
import { bffStillsEndpoints } from './bff-stills.js';
import { bffPayofferEndpoints } from './bff-payoffer.js';
import {
  AdminRatings,
  DispatchQueue,
  DispatchQueueEntry,
  HeldJobDecided,
  HeldJobs,
  InProgressRequests,
  JobFile,
  JobMessage,
  JobMessageThread,
  JobRatings,
  ServiceLogEntry,
  ServiceRequestDetails,
  TechnicianJob,
  TechnicianJobs,
  ServiceRequestSummaries,
  TechnicianOffers,
  UnreadMessages,
} from './service-request.js';
import { UserType } from './identity.js';
import { AddressCheckResult, Company, CreatedLocation, Location } from './company.js';
import { LIST_LIMIT_MAX } from '../schemas/list-page.js';
import { nextCursorSchema } from '../schemas/list-page.js';
import {
  AdminTechnicianDetails,
  AdminTechnicianList,
  DispatchCandidates,
  TechnicianCoverage,
  TechnicianLocationAnswer,
  TechnicianLocationRead,
  TechnicianMetadata,
  UnavailablePeriod,
  UnavailablePeriodList,
} from './technician.js';
import { Problem, problemResponse } from './problem.js';
import { bffAttentionEndpoints } from './attention.js';

export const RuntimeConfig = z
  .strictObject({
    keycloakUrl: z.string().meta({ description: 'Keycloak base URL as the browser reaches it.' }),
    realm: z.string(),
    clientId: z.string(),
    supportEmail: z.email().meta({
      description: 'The support mailbox, e.g. for supporting documentation of a service request.',
    }),
  })
  .meta({ id: 'RuntimeConfig' });

export const CaptchaChallenge = z
  .object({
    parameters: z.object({
      algorithm: z.string().meta({ description: 'Key derivation algorithm, e.g. PBKDF2/SHA-256.' }),
      nonce: z.string(),
      salt: z.string(),
      cost: z.int(),
      keyLength: z.int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z
        .int()
        .meta({ description: 'Seconds since the epoch after which a solution is refused.' }),
    }),
    signature: z.string(),
  })
  .meta({ id: 'CaptchaChallenge' });

export const ContactMessageReceipt = z
  .strictObject({
    status: z.literal('accepted'),
  })
  .meta({ id: 'ContactMessageReceipt' });

export const User = z
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
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    emailVerified: z.boolean().meta({
      description:
        "Whether the identity provider says the person proved this e-mail address: the access token's email_verified, for the token's own address only. A profile whose address differs from the token's is unverified.",
    }),
    userCreation: z.iso
      .datetime({ offset: true })
      .meta({ description: 'Same as createdAt (read by the admin list).' }),
    pendingEmail: z.string().nullable().meta({
      description:
        'A new address waiting for its confirmation link to be opened; `email` stays in force until then.',
    }),
  })
  .meta({ id: 'User' });

export const ServiceRequestSubmitted = z
  .strictObject({
    success: z.literal(true),
    id: z.uuid().meta({
      description:
        "The stored request's id, to which the company's supporting documents are uploaded.",
    }),
    serviceTicketNumber: z.string().meta({
      description:
        'The number the request is stored under; differs from the one sent when that was taken.',
    }),
  })
  .meta({ id: 'ServiceRequestSubmitted' });

export const TmpUserData = z
  .strictObject({
    data: z.union([
      z.strictObject({
        userType: z.literal('technician'),
        info: technicianSignupInfoSchema,
      }),
      z.strictObject({
        userType: z.literal('company'),
        info: companySignupInfoSchema,
      }),
    ]),
  })
  .meta({ id: 'TmpUserData' });

export const TmpUserSaved = z
  .strictObject({
    uuid: z.uuid(),
    secret: draftSecretSchema,
    expiresAt: z.iso.datetime({ offset: true }).meta({
      description: 'The draft is ignored and purged after this time unless an account took it.',
    }),
  })
  .meta({ id: 'TmpUserSaved' });

export const SignupCompletion = z
  .strictObject({
    userType: z.enum(['technician', 'company']),
    destination: z
      .enum(['/onboarding', '/dashboard'])
      .meta({ description: 'Where the browser goes next (after refreshing its token).' }),
    accountEmail: z
      .string()
      .meta({
        description:
          'Present only when the e-mail typed into the sign-up form is not the one the account was registered with at the identity provider: the address the account uses, which the app tells the person on arrival.',
      })
      .optional(),
  })
  .meta({ id: 'SignupCompletion' });

export const AdminCompanyListEntry = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    contact: z.strictObject({
      fullName: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
    website: z.string(),
    locationCount: z.int(),
    requestCount: z.int(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminCompanyListEntry' });

export const AdminCompanyList = z
  .strictObject({
    companies: z.array(AdminCompanyListEntry).max(LIST_LIMIT_MAX),
    nextCursor: nextCursorSchema,
  })
  .meta({ id: 'AdminCompanyList' });

export const AdminCompanyLocation = z
  .strictObject({
    id: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  })
  .meta({ id: 'AdminCompanyLocation' });

export const AdminCompanyRequest = z
  .strictObject({
    id: z.string(),
    ticketNumber: z.string(),
    serviceType: z.string(),
    preferredDate: z.iso.date(),
    submittedAt: z.iso.datetime({ offset: true }),
    status: z.string(),
  })
  .meta({ id: 'AdminCompanyRequest' });

export const AdminCompanyDetails = z
  .strictObject({
    company: AdminCompanyListEntry,
    locations: z.array(AdminCompanyLocation),
    requests: z.array(AdminCompanyRequest).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'AdminCompanyDetails' });

const IdempotencyKeyParameter = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .meta({
    param: {
      description:
        'A UUID made once per submission and sent again with every resend of it, passed on to the service that makes the write. A resend after the first attempt committed gets the first answer again and nothing new is stored; the same key with another body answers 422 `idempotency_key_reused`; a resend while the first attempt is still running waits for it, or after 3 s answers 409 `idempotency_key_in_flight` with Retry-After. 1 to 255 visible ASCII characters, else 400 `invalid_idempotency_key`. Keys are kept 7 days.',
      id: 'IdempotencyKey',
    },
  });

const IdempotencyKeyAcceptedParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description:
        'Accepted so that a queued save can be resent with the key it was queued with; the save replaces the stored values, so a resend converges without it and the value is not read.',
      id: 'IdempotencyKeyAccepted',
    },
  });

const IdempotencyKeyReusedResponse = problemResponse(
  'IdempotencyKeyReused',
  'The Idempotency-Key was already used for another request (`idempotency_key_reused`).',
);

const ThreadNotFoundResponse = problemResponse(
  'ThreadNotFound',
  "`not_found` ('Service request not found'): no request with this id whose thread the caller is part of (another company's, or a job not assigned to the caller, answers like an unknown id).",
);

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const TooManyRequestsResponse = {
  id: 'TooManyRequests',
  description: 'Too many requests from this client address (`too_many_requests`); see Retry-After.',
  headers: z.object({
    'Retry-After': z
      .int()
      .meta({ description: 'Seconds until the client may try again.' })
      .optional(),
  }),
  content: { 'application/problem+json': { schema: Problem } },
};

const CompanyInvalidResponse = problemResponse(
  'CompanyInvalid',
  "`validation_failed`: one `{ field, message }` per invalid field with the spec's message (e.g. 'Company name is required'), including the address check's ('ZIP code does not belong to the selected state'); unknown fields are refused; nothing is stored.",
);

const CompanyOnlyResponse = problemResponse(
  'CompanyOnly',
  'The caller holds no company role (`forbidden`): a technician, an admin, or an account that has not finished signing up.',
);

const NoLocationsResponse = problemResponse(
  'NoLocations',
  'The caller is an admin (`forbidden`); admins hold no location. Neither does an account that has not finished signing up.',
);

const SignupUnfinishedResponse = problemResponse(
  'SignupUnfinished',
  'The account has not finished signing up (`forbidden`): it holds no product role yet.',
);

const CompanyNotFoundResponse = problemResponse(
  'CompanyNotFound',
  "`not_found`: the user has no company yet, or the location id is not one of the company's (another company's id answers the same).",
);

const LocationExistsResponse = problemResponse(
  'LocationExists',
  '`location_exists`: the company already has a location with this address, city, state and ZIP code.',
);

const CompanyTooLargeResponse = problemResponse(
  'CompanyTooLarge',
  'The body is larger than 100 kB (`payload_too_large`).',
);

const TechnicianOnlyResponse = problemResponse(
  'TechnicianOnly',
  "The caller is not a technician (`forbidden`), or named another technician's `userId`.",
);

const TechnicianInvalidResponse = problemResponse(
  'TechnicianInvalid',
  "`validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Home Community is required', 'You must accept the privacy policy to continue'); unknown fields, lists of more than 100 entries, entries over 100 characters and texts over 5,000 characters are refused; nothing is stored.",
);

const OnboardingIncompleteResponse = problemResponse(
  'OnboardingIncomplete',
  '`onboarding_incomplete`: the final review was saved before every earlier step; or, for a location, `location_exists`: the technician already has one.',
);

const AdminOnlyResponse = problemResponse(
  'AdminOnly',
  'The caller is a company or a technician (`forbidden`).',
);

const AdminInvalidResponse = problemResponse(
  'AdminInvalid',
  "`validation_failed`: one `{ field, message }` per invalid field (e.g. 'Please give a reason for the rejection'); unknown fields are refused; nothing is stored.",
);

const AdminNotFoundResponse = problemResponse(
  'AdminNotFound',
  '`not_found`: no technician or company has this id.',
);

const VettingMoveNotAllowedResponse = problemResponse(
  'VettingMoveNotAllowed',
  "`vetting_move_not_allowed`: the move is not allowed from the technician's current status.",
);

const TechnicianRoleOnlyResponse = problemResponse(
  'TechnicianRoleOnly',
  'The caller is a company or an admin (`forbidden`); an admin is not a technician.',
);

const EtaInvalidResponse = problemResponse(
  'EtaInvalid',
  "`validation_failed`: no ETA or not a date-time ('Please enter when you expect to arrive'), one in the past or more than a year ahead, or unknown fields.",
);

const HoldInvalidResponse = problemResponse(
  'HoldInvalid',
  "`validation_failed`: no reason ('Please give a reason for the hold'), a missing or invalid ETA, or unknown fields.",
);

const DispatchInvalidResponse = problemResponse(
  'DispatchInvalid',
  "`validation_failed`: no technician or too many at once, one named twice, a missing or invalid ETA, unknown fields, or (on `technicianIds` or `technicianId`) a technician who is not a candidate for the request ('This technician is not Approved or does not cover the community').",
);

const RequestNotFoundResponse = problemResponse(
  'RequestNotFound',
  "`not_found` ('Service request not found'): no service request has this id.",
);

const OfferNotFoundResponse = problemResponse(
  'OfferNotFound',
  "'Offer not found' (`offer_not_found`): no offer of the caller's has this id, whether unknown or another technician's.",
);

const OfferConflictResponse = problemResponse(
  'OfferConflict',
  "`job_taken` ('This job has already been taken by another technician') when someone else accepted the request first; `offer_closed` ('This offer is no longer open') when the offer expired, was answered or withdrawn, or the request was cancelled.",
);

const JobNotFoundResponse = problemResponse(
  'JobNotFound',
  "`not_found` ('Service request not found'): no request assigned to the caller has this id, whether unknown or another technician's.",
);

const NotDispatchableResponse = problemResponse(
  'NotDispatchable',
  "`request_not_dispatchable`: the request is no longer waiting for a technician (e.g. 'A request that is Accepted can no longer be offered').",
);

const NotHoldableResponse = problemResponse(
  'NotHoldable',
  "`request_not_holdable`: only an Accepted or On hold request can be put on hold (e.g. 'A request that is Dispatching cannot be put on hold').",
);

const NotResumableResponse = problemResponse(
  'NotResumable',
  "`request_not_resumable`: the request is not On hold (e.g. 'A request that is Accepted is not on hold').",
);

const CompanyOrAdminOnlyResponse = problemResponse(
  'CompanyOrAdminOnly',
  'The caller is neither a company nor an admin (`forbidden`).',
);

const ServiceRequestNotVisibleResponse = problemResponse(
  'ServiceRequestNotVisible',
  "`not_found` ('Service request not found'): no request with this id that the caller may see (another company's answers the same as an unknown id).",
);

const NotReviewableResponse = problemResponse(
  'NotReviewable',
  "`request_not_reviewable`: no work waits for review (e.g. 'A request that is On site has no work waiting for review').",
);

const OnSiteInvalidResponse = problemResponse(
  'OnSiteInvalid',
  '`validation_failed`: a missing or invalid `capturedAt`, one in the future, an invalid location, a missing text or summary, a `clientId` that is not a UUID, or unknown fields (one entry per field in `errors`).',
);

const ListQueryInvalidResponse = problemResponse(
  'ListQueryInvalid',
  '`validation_failed`: a filter or sort the list does not know, a malformed date, a cursor no page gave, or unknown fields.',
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const bffEndpoints = [
  endpoint({
    operationId: 'getRuntimeConfig',
    method: 'get',
    path: '/config.json',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['runtime'],
    summary: 'Runtime settings the browser needs to sign in',
    security: [],
    responses: {
      '200': {
        description: 'Identity provider settings for keycloak-js and the support mailbox.',
        content: { 'application/json': { schema: RuntimeConfig } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getUser',
    method: 'get',
    path: '/api/user',
    service: 'bff',
    roles: ['signed-in'],
    tags: ['users'],
    summary: "The signed-in user's profile",
    description:
      "The identity profile composed with the user's location (city, state, zipCode) from its owner. The bff keeps the composed profile per access token for a short while (PROFILE_CACHE_SECONDS, never past the token's expiry) and drops it when the user writes anything through it.",
    query: z.object({
      bypassCache: z
        .enum(['true'])
        .optional()
        .meta({
          param: {
            description:
              "'true' composes the profile afresh, past the bff's copy (which then holds the fresh one): a client's read after its own change, whichever replica answers.",
          },
        }),
      t: z
        .string()
        .optional()
        .meta({ param: { description: 'A timestamp a client adds to defeat caches.' } }),
    }),
    responses: {
      '200': {
        description: "The signed-in user's profile.",
        content: { 'application/json': { schema: User } },
      },
      '401': UnauthorizedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveOrFetchTmpUser',
    method: 'post',
    path: '/api/tmpUser',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['signup'],
    summary: 'Save the sign-up draft, or read it back (no token needed)',
    description:
      "One path for the spec's two calls. `{ uuid, userType, info }` saves the draft, kept 24 hours by default (201, or 200 when an unclaimed draft with this uuid was replaced); the field errors carry the spec's messages and `detail` the form's alert ('Please fill in all the required technician fields.', 'Invalid company information provided.', 'Please fill in all the required company fields.'). The address is checked against the ZIP code database before anything is stored (a ZIP code of another state is `info.zipCode`'s error), as the completion would check it. A new draft's answer carries its `secret`, which every later call about the draft must present (a save over an existing uuid included). `{ uuid, secret }` alone reads an unclaimed draft back as `{ data: { userType, info } }`; a wrong secret is answered as an unknown draft. At most 60 calls per client address in 15 minutes (429 with Retry-After).",
    security: [],
    body: {
      content: { 'application/json': { schema: z.union([tmpUserDraftSchema, tmpUserRefSchema]) } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The draft read back, or (save) an unclaimed draft with this uuid replaced.',
        content: { 'application/json': { schema: z.union([TmpUserData, TmpUserSaved]) } },
      },
      '201': {
        description: 'The draft was saved.',
        content: { 'application/json': { schema: TmpUserSaved } },
      },
      '400': {
        description: '`validation_failed` with one `{ field, message }` per invalid field.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description: 'No such draft (fetch), or it expired or an account took it.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description: '`draft_claimed`: an account has taken the draft with this uuid (save).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '429': TooManyRequestsResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteTmpUser',
    method: 'delete',
    path: '/api/tmpUser',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['signup'],
    summary: 'Forget the sign-up draft (no token needed)',
    description:
      'Idempotent: 204 whether or not the draft existed. A draft an account has taken is deleted by the completion of that sign-up instead.',
    security: [],
    body: { content: { 'application/json': { schema: tmpUserRefSchema } }, required: true },
    responses: {
      '204': { description: 'The draft is gone (or was never there).' },
      '400': {
        description: '`validation_failed`: the uuid is missing or malformed.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'completeSignup',
    method: 'post',
    path: '/api/signup/complete',
    service: 'bff',
    roles: ['signed-in'],
    tags: ['signup'],
    summary: 'Apply the sign-up draft to the signed-in account',
    description:
      "Called once the identity provider's registration page has returned, with the new account's token (which has no product role yet). Copies fullName, phone, smsConsent and userType into the profile, creates the company and its first location (company sign-up), assigns the realm role in Keycloak, publishes `identity.user.registered.v1` (the welcome e-mail) and deletes the draft. Safe to retry after any failure: a retry finishes the job without duplicates, and a call after success answers the same result. The browser then refreshes its token (the new role is in it) and goes to `destination`.",
    body: { content: { 'application/json': { schema: tmpUserRefSchema } }, required: true },
    responses: {
      '200': {
        description: 'The sign-up is complete.',
        content: { 'application/json': { schema: SignupCompletion } },
      },
      '400': {
        description:
          "`validation_failed`: a malformed uuid, or the company service refused the draft's company (fields named as in the draft, e.g. `info.zipCode`).",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: "The account already holds another product role than the draft's user type.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description: 'The draft does not exist or expired (and this account has not signed up).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description:
          '`draft_claimed`: another account took the draft; `already_registered`: this account finished a different sign-up before.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '502': {
        description: '`upstream_failed`: a service or Keycloak failed half-way; retry.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '503': {
        description:
          '`role_assignment_unavailable`: roles cannot be assigned right now; retry later.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getCaptchaChallenge',
    method: 'get',
    path: '/api/captcha/challenge',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['contact'],
    summary: 'A new ALTCHA proof-of-work challenge',
    description:
      'The `challengeurl` of the altcha widget. The challenge is signed by the bff and expires at `parameters.expiresAt` (seconds since the epoch); the widget then shows it as expired and fetches a new one. Rate-limited per client address.',
    security: [],
    responses: {
      '200': {
        description: 'A signed challenge (ALTCHA v2 format), never cached.',
        content: { 'application/json': { schema: CaptchaChallenge } },
      },
      '429': TooManyRequestsResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'sendContactMessage',
    method: 'post',
    path: '/api/contact',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['contact'],
    summary: 'Send a contact message to the support mailbox',
    description:
      "Validated with the shared contact schema (the spec's messages under each field; unknown fields are refused), then the captcha: `captchaToken` is the altcha widget's payload (base64). A forged, expired or already used solution is a 400 with `captchaToken` in `errors`. Rate-limited per client address (429). The message is stored and its e-mail queued before the 202; sending is retried until it succeeds.",
    security: [],
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyParameter }),
    body: { content: { 'application/json': { schema: contactMessageSchema } }, required: true },
    responses: {
      '202': {
        description: 'Stored; the e-mail to the support mailbox is on its way.',
        content: { 'application/json': { schema: ContactMessageReceipt } },
      },
      '400': {
        description:
          'Invalid fields or captcha (`validation_failed`, one entry per field in `errors`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': {
        description: 'The body is larger than 100 kB (`payload_too_large`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '422': IdempotencyKeyReusedResponse,
      '429': TooManyRequestsResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listCompanyServiceRequests',
    forwardsTo: { service: 'service-request', operationId: 'listServiceRequests' },
    method: 'get',
    path: '/api/service-request/company',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary: "One page of the signed-in company's own service requests",
    description:
      'The requests the caller submitted, `limit` (50 unless asked) a page, narrowed by status, location, preferred service date and `q` (a part of the ticket number or job description, ignoring case), newest first unless `sort` (newest, oldest, preferredDate) says otherwise; the next page by `cursor`. Needs the company role.',
    query: ownServiceRequestsQuerySchema,
    responses: {
      '200': {
        description: 'One page of the requests.',
        content: { 'application/json': { schema: ServiceRequestSummaries } },
      },
      '400': ListQueryInvalidResponse,
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller does not hold the company role (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'submitCompanyServiceRequest',
    method: 'post',
    path: '/api/service-request/company',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary: 'Submit a service request (company)',
    description:
      "The Create Service Request form, every field as text. Needs the company role. Validated with the shared `serviceRequestSchema` (the form's messages per field; unknown fields refused), then by the service-request service, which also checks that `location` is one of the caller's locations (else a `location` field error, never a hint about other companies) and stores answers to hidden follow-up questions empty. The ticket number keeps its `YYYYMMDD-NNNN` format and is unique within the company; one the company holds already is replaced by a free number of the same date, so the browser must use `serviceTicketNumber` from the answer (e.g. in the supporting-documentation e-mail). Sending the same answers under the same ticket again (a retry after a lost answer) returns the number stored the first time with 200 and stores nothing new.",
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyParameter }),
    body: { content: { 'application/json': { schema: serviceRequestSchema } }, required: true },
    responses: {
      '200': {
        description: 'A retry of a request already stored; nothing new was stored.',
        content: { 'application/json': { schema: ServiceRequestSubmitted } },
      },
      '201': {
        description: 'Stored under `serviceTicketNumber`.',
        content: { 'application/json': { schema: ServiceRequestSubmitted } },
      },
      '400': {
        description:
          "Invalid or unknown fields, or a location that is not the caller's (`validation_failed`).",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller does not hold the company role (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': {
        description: 'The body is larger than 100 kB (`payload_too_large`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getServiceRequestDetails',
    forwardsTo: { service: 'service-request', operationId: 'getServiceRequest' },
    method: 'get',
    path: '/api/service-requests/{id}',
    service: 'bff',
    roles: ['company', 'admin'],
    tags: ['service-requests'],
    summary: 'One service request with its answers and timeline (its company or an admin)',
    description:
      "Read from the service-request service, which decides ownership: a company reads only its own company's requests (another company's answers 404 like an unknown id), an admin reads any. Technicians get 403. Once the request is accepted it names the technician (first name and community) and their ETA.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    responses: {
      '200': {
        description: 'The request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller is neither a company nor an admin (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description: 'No request with this id that the caller may see (`not_found`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'cancelServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'cancelServiceRequest' },
    method: 'post',
    path: '/api/service-requests/{id}/cancel',
    service: 'bff',
    roles: ['company', 'admin'],
    tags: ['service-requests'],
    summary: 'Cancel a service request (its company or an admin)',
    description:
      'Allowed while the request is Submitted, Dispatching, Accepted or On hold. The service cancels it in one transaction with a timeline entry naming the caller (the reason as its note) and the `service-request.cancelled.v1` event. Answers the cancelled request.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: {
      content: { 'application/json': { schema: requestCancellationSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The cancelled request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': {
        description:
          'No reason, or unknown fields (`validation_failed`, one entry per field in `errors`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller is neither a company nor an admin (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description: 'No request with this id that the caller may see (`not_found`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description:
          'The status no longer allows it (`request_not_cancellable`, e.g. `A request that is Cancelled can no longer be cancelled`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'approveServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'approveServiceRequest' },
    method: 'post',
    path: '/api/service-requests/{id}/approve',
    service: 'bff',
    roles: ['company', 'admin'],
    tags: ['service-requests'],
    summary: 'Approve the finished work (its company or an admin)',
    description:
      'Work done moves to Completed with a timeline entry naming the caller and the `service-request.completed.v1` event. A Remote Hands Baseline job is then under warranty for WARRANTY_DAYS days (`report.warrantyUntil`). No body. Answers the completed request.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    responses: {
      '200': {
        description: 'The completed request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminOnlyResponse,
      '404': ServiceRequestNotVisibleResponse,
      '409': NotReviewableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'sendBackServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'sendBackServiceRequest' },
    method: 'post',
    path: '/api/service-requests/{id}/send-back',
    service: 'bff',
    roles: ['company', 'admin'],
    tags: ['service-requests'],
    summary: 'Return the finished work to the technician (its company or an admin)',
    description:
      "Work done moves back to On site (the technician is still there) or Accepted (another visit is needed), the reason being the timeline entry's note; the technician is told. Answers the request after the move.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: sendBackSchema } }, required: true },
    responses: {
      '200': {
        description: 'The request sent back.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': {
        description:
          '`validation_failed`: no target from SEND_BACK_TARGETS, no reason, or unknown fields (one entry per field in `errors`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminOnlyResponse,
      '404': ServiceRequestNotVisibleResponse,
      '409': NotReviewableResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rateServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'rateServiceRequest' },
    method: 'post',
    path: '/api/service-requests/{id}/rating',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary: 'Rate the technician of a completed job (its company only)',
    description:
      "Once per job, within RATING_WINDOW_DAYS of completion. The technician sees it once they have rated too or the window has closed. Answers the job's ratings.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: newRatingSchema } }, required: true },
    responses: {
      '201': {
        description: "The job's ratings as the caller now sees them.",
        content: { 'application/json': { schema: JobRatings } },
      },
      '400': {
        description:
          '`validation_failed`: no score from 1 to 5, a comment too long, or unknown fields.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOnlyResponse,
      '404': ServiceRequestNotVisibleResponse,
      '409': {
        description:
          "`request_not_rateable` when the job is not Completed, `rating_window_closed` once RATING_WINDOW_DAYS have passed since completion, `already_rated` when the caller's side has rated it.",
        content: { 'application/problem+json': { schema: Problem } },
      },
    },
  }),
  endpoint({
    operationId: 'reopenServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'reopenServiceRequest' },
    method: 'post',
    path: '/api/service-requests/{id}/reopen',
    service: 'bff',
    roles: ['company'],
    tags: ['service-requests'],
    summary: 'Reopen a completed job under the warranty (its company only)',
    description:
      "Completed moves back to Accepted with the same technician, the reason being the timeline entry's note; the technician and support are told. Only for a service type in WARRANTY_SERVICE_TYPES and while `report.warrantyUntil` has not passed. Answers the reopened request.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: warrantyReopenSchema } }, required: true },
    responses: {
      '200': {
        description: 'The reopened request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': {
        description:
          '`validation_failed`: no reason, or unknown fields (one entry per field in `errors`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOnlyResponse,
      '404': ServiceRequestNotVisibleResponse,
      '409': {
        description:
          "`warranty_not_applicable` when the request is not a completed job of a type under warranty; `warranty_expired` ('The 7-day warranty for this job has ended') once `report.warrantyUntil` has passed.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getTechnicianMetadata',
    forwardsTo: { service: 'technician', operationId: 'getOwnMetadata' },
    method: 'get',
    path: '/api/technicians/metadata',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "The signed-in technician's metadata and onboarding progress",
    description:
      "Every metadata field (defaults until answered), the owner's id and where the onboarding stands, so the questionnaire reopens at the first unfinished step. Interview notes are never part of it. `t` is accepted and ignored (a timestamp clients add to defeat caches); any other query parameter is refused. Companies and admins get 403.",
    query: technicianMetadataQuerySchema,
    responses: {
      '200': {
        description: "The caller's metadata.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveTechnicianMetadata',
    method: 'post',
    path: '/api/technicians/metadata',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary:
      "Save the signed-in technician's metadata (profile page, settings or one onboarding step)",
    description:
      "Three bodies, told apart by shape. `{ certifications }` alone, a JSON-encoded list in a string, replaces the certifications (settings panel). `userId` with the fields of exactly one onboarding step saves that step and marks it completed (saving it again has no further effect); the final review's save, with `policyAccepted: true` and every earlier step completed, completes the onboarding once. Anything else is the whole object (profile page): fields left out take their defaults. A `userId` that is not the caller's Keycloak subject is refused with 403 and nothing is stored. Answers the metadata as saved.",
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyAcceptedParameter }),
    body: {
      content: {
        'application/json': {
          schema: technicianMetadataPostShapes,
        },
      },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: "The caller's metadata after the save.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '400': TechnicianInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '409': OnboardingIncompleteResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getTechnicianCoverage',
    forwardsTo: { service: 'technician', operationId: 'getOwnCoverage' },
    method: 'get',
    path: '/api/technicians/coverage',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "The signed-in technician's service area (Profile Settings, Service Area tab)",
    description:
      "Home is the service location's community with its region (borough or census area id) and hub; null without a location in the community list. Until the technician first saves the list, `saved` is false and `reach` suggests the communities their travel answer names, by small plane in 1 day. Companies and admins get 403.",
    responses: {
      '200': {
        description: "The caller's service area.",
        content: { 'application/json': { schema: TechnicianCoverage } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveTechnicianCoverage',
    forwardsTo: { service: 'technician', operationId: 'replaceOwnCoverage' },
    method: 'put',
    path: '/api/technicians/coverage',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Replace the communities the signed-in technician reaches beyond home',
    description:
      "The list replaces the stored one; each community is one of the reference list, once, with how the technician travels there and the usual days to arrive. Home is always covered: listing it is refused on its entry's `community` field. Answers the service area as saved.",
    body: { content: { 'application/json': { schema: technicianCoverageSchema } }, required: true },
    responses: {
      '200': {
        description: 'The service area as saved.',
        content: { 'application/json': { schema: TechnicianCoverage } },
      },
      '400': {
        description:
          "`validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'Days to arrive must be a whole number from 0 to 30', 'The end date cannot be before the start date'); unknown fields are refused and nothing is stored.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listTechnicianUnavailability',
    forwardsTo: { service: 'technician', operationId: 'listOwnUnavailablePeriods' },
    method: 'get',
    path: '/api/technicians/unavailability',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "The signed-in technician's unavailable periods, earliest start first",
    responses: {
      '200': {
        description: "Every period of the caller's.",
        content: { 'application/json': { schema: UnavailablePeriodList } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addTechnicianUnavailability',
    forwardsTo: { service: 'technician', operationId: 'addOwnUnavailablePeriod' },
    method: 'post',
    path: '/api/technicians/unavailability',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Add a period on which the signed-in technician takes no work',
    description: 'Both days are included. At most 50 periods are kept.',
    body: { content: { 'application/json': { schema: unavailablePeriodSchema } }, required: true },
    responses: {
      '201': {
        description: 'The period as stored.',
        content: { 'application/json': { schema: UnavailablePeriod } },
      },
      '400': {
        description:
          "`validation_failed`: one `{ field, message }` per invalid field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'Days to arrive must be a whole number from 0 to 30', 'The end date cannot be before the start date'); unknown fields are refused and nothing is stored.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '409': {
        description:
          'The caller already keeps the most periods allowed (`too_many_periods`); nothing is stored.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteTechnicianUnavailability',
    forwardsTo: { service: 'technician', operationId: 'deleteOwnUnavailablePeriod' },
    method: 'delete',
    path: '/api/technicians/unavailability/{id}',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "Delete one of the signed-in technician's unavailable periods",
    params: z.object({ id: z.string() }),
    responses: {
      '204': { description: 'Deleted.' },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': {
        description:
          "'Unavailable period not found' (`period_not_found`): no period of the caller's has this id, whether unknown or another technician's.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getTechnicianJobs',
    forwardsTo: { service: 'service-request', operationId: 'listTechnicianJobs' },
    method: 'get',
    path: '/api/technicians/jobs',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'One page of the jobs the signed-in technician holds',
    description:
      'The requests assigned to the caller (Accepted, On hold, On site, Work done, Completed, or cancelled after they took it), `limit` (50 unless asked) a page, narrowed by status and `q` (a part of the ticket number or job description, ignoring case), upcoming first (jobs still ahead by arrival, soonest first, then the finished ones, latest first) unless `sort` (upcoming, preferredDate, newest) says otherwise; the next page by `cursor`. Each carries its `site` (street address and the contact on site). Companies and admins get 403.',
    query: technicianJobsQuerySchema,
    responses: {
      '200': {
        description: "One page of the caller's jobs.",
        content: { 'application/json': { schema: TechnicianJobs } },
      },
      '400': ListQueryInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getTechnicianOffers',
    forwardsTo: { service: 'service-request', operationId: 'listTechnicianOffers' },
    method: 'get',
    path: '/api/technicians/offers',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "One page of the signed-in technician's open offers",
    description:
      'The open offers addressed to the caller (not expired, the request still waiting for a technician), `limit` (50 unless asked) a page, narrowed by service type and `q` (a part of the ticket number or job description, ignoring case), oldest offer first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each carries its `offer`, never the site. Companies and admins get 403.',
    query: technicianOffersQuerySchema,
    responses: {
      '200': {
        description: "One page of the caller's offers.",
        content: { 'application/json': { schema: TechnicianOffers } },
      },
      '400': ListQueryInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'acceptJobOffer',
    forwardsTo: { service: 'service-request', operationId: 'acceptOffer' },
    method: 'post',
    path: '/api/technicians/offers/{offerId}/accept',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Accept an offered job, with the expected arrival',
    description:
      'The first technician to accept wins: the request becomes Accepted and assigned to the caller with the ETA, every other open offer of it is withdrawn, and the company and support are told. Answers the job as the caller now holds it, with its `site`.',
    params: z.object({ offerId: z.string().meta({ param: { description: "The offer's id." } }) }),
    body: { content: { 'application/json': { schema: offerAcceptanceSchema } }, required: true },
    responses: {
      '200': {
        description: "The job, now the caller's.",
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': EtaInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': OfferNotFoundResponse,
      '409': OfferConflictResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'declineJobOffer',
    forwardsTo: { service: 'service-request', operationId: 'declineOffer' },
    method: 'post',
    path: '/api/technicians/offers/{offerId}/decline',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Turn an offered job down, with a reason',
    description:
      'The offer is closed with the reason (and the note, when given) for the admin to read; the request keeps its status and stays offered to the others.',
    params: z.object({ offerId: z.string().meta({ param: { description: "The offer's id." } }) }),
    body: { content: { 'application/json': { schema: offerDeclineSchema } }, required: true },
    responses: {
      '204': { description: 'Declined.' },
      '400': {
        description:
          "`validation_failed`: no reason from DECLINE_REASONS ('Please choose a reason'), a note over 500 characters, or unknown fields.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': OfferNotFoundResponse,
      '409': OfferConflictResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'holdTechnicianJob',
    forwardsTo: { service: 'service-request', operationId: 'holdTechnicianJob' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/hold',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Put a held job on hold (weather or the like), with the new arrival',
    description:
      "Only the assigned technician: the request moves to On hold (a second hold updates the reason and the ETA), the reason is the timeline entry's note and the company is told. Answers the job after the move.",
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    body: { content: { 'application/json': { schema: weatherHoldSchema } }, required: true },
    responses: {
      '200': {
        description: 'The job on hold.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': HoldInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': NotHoldableResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'resumeTechnicianJob',
    forwardsTo: { service: 'service-request', operationId: 'resumeTechnicianJob' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/resume',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Take a job off hold',
    description:
      'Only the assigned technician: the request moves from On hold back to Accepted, keeping the ETA of the hold, and the company is told. No body. Answers the job after the move.',
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    responses: {
      '200': {
        description: 'The job, Accepted again.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': NotResumableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'checkInTechnicianJob',
    forwardsTo: { service: 'service-request', operationId: 'checkInTechnicianJob' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/check-in',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Check in on site',
    description:
      'Only the assigned technician: an Accepted or On hold job moves to On site. `capturedAt` is when the device saw it; the server keeps its own time beside it, and the location only when the technician chose to share it (it is not shown on the timeline). The company is told. Answers the job after the move.',
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    body: { content: { 'application/json': { schema: checkInSchema } }, required: true },
    responses: {
      '200': {
        description: 'The job, On site.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': OnSiteInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': {
        description:
          "`job_not_checkinable`: only an Accepted or On hold job can be checked in to (e.g. 'A job that is Completed cannot be checked in to').",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addServiceLogEntry',
    forwardsTo: { service: 'service-request', operationId: 'addServiceLogEntry' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/log',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "Add an entry to the job's service log",
    description:
      'Only the assigned technician, while the job is On site or Work done. `clientId` is made on the device when the entry is written: sending the same one again (after a dropped link) stores nothing new and answers the stored entry with 200. No status change, no timeline entry.',
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    body: { content: { 'application/json': { schema: serviceLogEntrySchema } }, required: true },
    responses: {
      '200': {
        description: 'This `clientId` was already stored; the stored entry.',
        content: { 'application/json': { schema: ServiceLogEntry } },
      },
      '201': {
        description: 'The stored entry.',
        content: { 'application/json': { schema: ServiceLogEntry } },
      },
      '400': OnSiteInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': {
        description:
          '`job_not_loggable` when the job is neither On site nor Work done; `log_full` once the job holds SERVICE_LOG_LIMITS.entriesMax (200) entries.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rateTechnicianJob',
    forwardsTo: { service: 'service-request', operationId: 'rateTechnicianJob' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/rating',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Rate the company of a completed job (its technician only)',
    description:
      "Once per job, within RATING_WINDOW_DAYS of completion. The company sees it once it has rated too or the window has closed. Answers the job's ratings.",
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    body: { content: { 'application/json': { schema: newRatingSchema } }, required: true },
    responses: {
      '201': {
        description: "The job's ratings as the caller now sees them.",
        content: { 'application/json': { schema: JobRatings } },
      },
      '400': {
        description:
          '`validation_failed`: no score from 1 to 5, a comment too long, or unknown fields.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': {
        description:
          "`request_not_rateable` when the job is not Completed, `rating_window_closed` once RATING_WINDOW_DAYS have passed since completion, `already_rated` when the caller's side has rated it.",
        content: { 'application/problem+json': { schema: Problem } },
      },
    },
  }),
  endpoint({
    operationId: 'checkOutTechnicianJob',
    forwardsTo: { service: 'service-request', operationId: 'checkOutTechnicianJob' },
    method: 'post',
    path: '/api/technicians/jobs/{requestId}/check-out',
    service: 'bff',
    roles: ['technician'],
    tags: ['technicians'],
    summary: 'Check out with a summary of the work done',
    description:
      "Only the assigned technician: an On site job moves to Work done with the summary as the timeline entry's note, and waits for the company's review until `report.autoApproveAt`, when silence counts as approval. The company is told. Answers the job after the move.",
    params: z.object({
      requestId: z.string().meta({ param: { description: "The request's id." } }),
    }),
    body: { content: { 'application/json': { schema: checkOutSchema } }, required: true },
    responses: {
      '200': {
        description: 'The job, Work done.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': OnSiteInvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianRoleOnlyResponse,
      '404': JobNotFoundResponse,
      '409': {
        description:
          "`job_not_checkoutable`: only an On site job can be checked out of (e.g. 'A job that is Accepted cannot be checked out of').",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'createUpload',
    method: 'post',
    path: '/api/uploads',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: 'Start a resumable upload of a job file (tus creation)',
    description:
      "The tus protocol 1.0.0. `Upload-Metadata` carries the file's description (its keys and values as `uploadMetadataSchema` in contracts checks them: requestId, kind, clientId, fileName, contentType, capturedAt, keepLocation), each value in base64. The service-request service decides whether the caller may add this file to this request (a photo: the assigned technician while the job is On site or Work done and has room; an attachment: any party of the job's conversation) and its refusals come back as they are. The upload's id is the file's id. Once every byte has arrived the file is checked (an image must be the image type it claims, a document a PDF), the location removed from a photo unless `keepLocation` is 'true', a screen-sized and a list-sized copy made, and the file recorded as stored; any failure leaves nothing behind.",
    headers: z.object({
      'Tus-Resumable': z.enum(['1.0.0']),
      'Upload-Length': z
        .int()
        .min(1)
        .max(26214400)
        .meta({
          param: { description: "The file's size in bytes, at most MAX_JOB_FILE_BYTES (25 MB)." },
        }),
      'Upload-Metadata': z
        .string()
        .meta({ param: { description: 'Comma-separated `key base64(value)` pairs.' } }),
    }),
    responses: {
      '201': {
        description: 'The upload exists; send its bytes with PATCH at the Location.',
        headers: z.object({
          Location: z
            .string()
            .meta({ description: "The upload's path, `/api/uploads/{id}`." })
            .optional(),
          'Upload-Expires': z
            .string()
            .meta({
              description:
                'When an unfinished upload is given up (ABANDONED_UPLOAD_HOURS after its start).',
            })
            .optional(),
        }),
      },
      '400': {
        description:
          '`validation_failed` with one `{ field, message }` per bad metadata entry (or `Upload-Length`), the messages of messages.jobFiles; `invalid_metadata` for a header that is not tus metadata.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'A photo from a caller who is not a technician (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description: 'No request with this id that the caller may add files to (`not_found`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description:
          '`job_not_uploadable` (the job is neither On site nor Work done), `photo_limit` (the job has all its photos), `file_already_uploaded` (this clientId is stored: the device counts the file as done).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': {
        description:
          "`payload_too_large`: Upload-Length over 25 MB; `unfinished_uploads_full`: the caller's unfinished uploads already hold UNFINISHED_UPLOADS_MAX_MEGABYTES (bytes received, not announced). Each with its message.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '429': {
        description:
          '`too_many_unfinished_uploads`: the caller already has UNFINISHED_UPLOADS_MAX_COUNT uploads unfinished; one must finish or be cancelled first. Also the per-user write limit (`Retry-After`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'describeUploads',
    method: 'options',
    path: '/api/uploads',
    service: 'bff',
    roles: ['anonymous'],
    tags: ['files'],
    summary: 'The tus capabilities of the upload endpoint',
    description: "No token needed; the answer holds nothing of anyone's.",
    security: [],
    responses: {
      '204': {
        description:
          'Tus-Version, Tus-Extension (creation, termination, expiration) and Tus-Max-Size.',
      },
    },
  }),
  endpoint({
    operationId: 'sendUploadBytes',
    method: 'patch',
    path: '/api/uploads/{id}',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: 'Send the next bytes of an upload',
    description:
      'Upload-Offset must be what HEAD answered: any other is refused with 409 and nothing is written. The PATCH that completes the file answers only once the file is checked and stored.',
    params: z.object({
      id: z.uuid().meta({ param: { description: "The upload's id, which is the file's." } }),
    }),
    headers: z.object({ 'Tus-Resumable': z.enum(['1.0.0']), 'Upload-Offset': z.int().min(0) }),
    body: { content: { 'application/offset+octet-stream': { schema: binary() } }, required: true },
    responses: {
      '204': {
        description:
          'Bytes written; Upload-Offset is the new offset. On the last bytes, the file is stored.',
      },
      '400': {
        description:
          "A refusal of the file when stored (the service-request service's field errors).",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '404': {
        description: "No unfinished upload of the caller's under this id.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      '409': {
        description:
          "Upload-Offset differs from the server's (tus, plain text); or, on the last bytes, the job no longer takes the photo (`job_not_uploadable`, `photo_limit`), when nothing is kept.",
      },
      '410': { description: 'The upload was given up after ABANDONED_UPLOAD_HOURS.' },
      '413': {
        description:
          "More bytes than Upload-Length (tus, plain text); `unfinished_uploads_full` when these bytes would take the caller's unfinished uploads past UNFINISHED_UPLOADS_MAX_MEGABYTES (nothing written, the upload goes on once another finishes or is cancelled); or, on the last bytes, `image_too_large`: the image's header declares more than MAX_IMAGE_MEGAPIXELS, refused before any pixel is decoded, nothing kept.",
      },
      '415': {
        description:
          "`unsupported_file` ('The file is not the image or document it claims to be'): the bytes are not the declared type; nothing is kept and the file's record is gone.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'cancelUpload',
    method: 'delete',
    path: '/api/uploads/{id}',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: 'Give up an unfinished upload (tus termination)',
    description: 'The one who started it only; its record and its bytes go.',
    params: z.object({
      id: z.uuid().meta({ param: { description: "The upload's id, which is the file's." } }),
    }),
    headers: z.object({ 'Tus-Resumable': z.enum(['1.0.0']) }),
    responses: {
      '204': { description: 'Gone.' },
      '401': UnauthorizedResponse,
      '404': {
        description: "No unfinished upload of the caller's under this id.",
        content: { 'application/problem+json': { schema: Problem } },
      },
    },
  }),
  endpoint({
    operationId: 'getUploadOffset',
    method: 'head',
    path: '/api/uploads/{id}',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: 'How much of an upload the server holds, to resume it',
    description:
      'Only the one who started the upload, while it is unfinished; anyone else, a finished upload and an unknown id are answered 404 alike. Asked of the service-request service on every request, so an upload stops when its job changes hands.',
    params: z.object({
      id: z.uuid().meta({ param: { description: "The upload's id, which is the file's." } }),
    }),
    headers: z.object({ 'Tus-Resumable': z.enum(['1.0.0']) }),
    responses: {
      '200': {
        description: 'Upload-Offset (bytes held) and Upload-Length.',
        headers: z.object({
          'Upload-Offset': z.int().optional(),
          'Upload-Length': z.int().optional(),
        }),
      },
      '401': UnauthorizedResponse,
      '404': { description: "No unfinished upload of the caller's under this id." },
    },
  }),
  endpoint({
    operationId: 'listRequestDocuments',
    forwardsTo: { service: 'service-request', operationId: 'listRequestDocuments' },
    method: 'get',
    path: '/api/service-requests/{id}/documents',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: 'The documents the company supplied with its request',
    description:
      "Read from the service-request service, which decides: the request's company, the technician the job is assigned to and admins; anyone else is answered 404, like an unknown id. The bytes come from `/api/files/{fileId}/{variant}`; the company uploads them through `/api/uploads` with kind `document`.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    responses: {
      '200': {
        description: 'The stored documents, oldest first.',
        content: { 'application/json': { schema: z.strictObject({ items: z.array(JobFile) }) } },
      },
      '401': UnauthorizedResponse,
      '404': RequestNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'downloadJobFile',
    method: 'get',
    path: '/api/files/{fileId}/{variant}',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['files'],
    summary: "A stored job file's bytes",
    description:
      "For the request's company, its assigned technician and admins (anyone else: 404, as for an unknown id), checked with the service-request service on every read. `original` is the file as stored (a photo without its location unless the technician kept it); `display` (longest side 1600 px) and `thumbnail` (320 px) are WebP copies of images only.",
    params: z.object({ fileId: z.uuid(), variant: z.enum(['original', 'display', 'thumbnail']) }),
    query: z.object({
      download: z
        .enum(['1'])
        .optional()
        .meta({
          param: {
            description: "'1' to save the file under its name (Content-Disposition: attachment).",
          },
        }),
    }),
    responses: {
      '200': {
        description:
          'The bytes, with Cache-Control `private, max-age=3600` and X-Content-Type-Options `nosniff`.',
        headers: z.object({
          'Content-Disposition': z
            .string()
            .meta({ description: 'Only with `download=1`.' })
            .optional(),
        }),
        content: {
          'image/jpeg': { schema: binary() },
          'image/png': { schema: binary() },
          'image/webp': { schema: binary() },
          'application/pdf': { schema: binary() },
        },
      },
      '401': UnauthorizedResponse,
      '403': {
        description:
          'A signed-in user without the company, technician or admin role (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': {
        description:
          "`not_found` ('File not found'): unknown, not the caller's to read, not stored yet, or a resized copy of a document.",
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getLocations',
    method: 'get',
    path: '/api/location',
    service: 'bff',
    roles: ['company', 'technician'],
    tags: ['locations'],
    summary:
      "The signed-in company's locations, oldest first, or the technician's service location",
    description:
      "Company: the list; the first one is the company's main location (its city, state and ZIP code are on GET /api/user); empty before the company exists. Technician: `{ location }`, null before one is added. Admins get 403.",
    responses: {
      '200': {
        description: "The company's locations, oldest first, or the technician's location.",
        content: {
          'application/json': { schema: z.union([z.array(Location), TechnicianLocationRead]) },
        },
      },
      '401': UnauthorizedResponse,
      '403': NoLocationsResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addLocation',
    method: 'post',
    path: '/api/location',
    service: 'bff',
    roles: ['company', 'technician'],
    tags: ['locations'],
    summary:
      "Add a location to the signed-in company (answers its id), or the technician's service location",
    description:
      'Company: checked with the shared location schema, then against the ZIP code database: the ZIP code exists and belongs to the state, and in Alaska the city is one the ZIP code serves. Address, city, state and ZIP code are unique per company (409 `location_exists`). 404 before the company exists. Technician: city (the home community) at least 2 characters, state Alaska, a 5-digit ZIP code; 409 `location_exists` when the technician already has one (one location per technician). Answers `{ location }`.',
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyParameter }),
    body: {
      content: {
        'application/json': { schema: z.union([locationSchema, technicianLocationSchema]) },
      },
      required: true,
    },
    responses: {
      '201': {
        description: 'Stored.',
        content: {
          'application/json': { schema: z.union([CreatedLocation, TechnicianLocationAnswer]) },
        },
      },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': NoLocationsResponse,
      '404': CompanyNotFoundResponse,
      '409': LocationExistsResponse,
      '413': CompanyTooLargeResponse,
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateLocation',
    method: 'patch',
    path: '/api/location',
    service: 'bff',
    roles: ['company', 'technician'],
    tags: ['locations'],
    summary:
      "Change one of the signed-in company's locations, or the technician's service location",
    description:
      "Company: `id` names the location (a company holds several); the other fields replace the stored ones and the result is checked as one address. 404 when the id is not one of the caller's locations. Technician: the fields given replace the stored ones; 404 before the technician has a location. Answers the location as saved (technician: `{ location }`).",
    body: {
      content: {
        'application/json': {
          schema: z.union([locationUpdateSchema, technicianLocationChangesSchema]),
        },
      },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: 'The location as saved.',
        content: { 'application/json': { schema: z.union([Location, TechnicianLocationAnswer]) } },
      },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': NoLocationsResponse,
      '404': CompanyNotFoundResponse,
      '409': LocationExistsResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteLocation',
    method: 'delete',
    path: '/api/location',
    service: 'bff',
    roles: ['company', 'technician'],
    tags: ['locations'],
    summary:
      "Delete one of the signed-in company's locations, or the technician's service location",
    description:
      'Company: the id goes in the query (DELETE bodies are dropped by some proxies) and is required. Technician: no id (one sent is refused as an unknown field); 404 before the technician has a location.',
    query: z.object({ id: z.uuid().optional() }),
    responses: {
      '204': { description: 'Deleted.' },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': NoLocationsResponse,
      '404': CompanyNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateCompany',
    forwardsTo: { service: 'company', operationId: 'updateOwnCompany' },
    method: 'post',
    path: '/api/companies/updateCompany',
    service: 'bff',
    roles: ['company'],
    tags: ['companies'],
    summary: "Change the signed-in company's name and website",
    description: 'An empty or absent website removes it. 404 before the company exists.',
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyAcceptedParameter }),
    body: { content: { 'application/json': { schema: companyProfileSchema } }, required: true },
    responses: {
      '200': {
        description: 'The company as saved.',
        content: { 'application/json': { schema: Company } },
      },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': CompanyOnlyResponse,
      '404': CompanyNotFoundResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getCompany',
    forwardsTo: { service: 'company', operationId: 'getOwnCompany' },
    method: 'get',
    path: '/api/companies/me',
    service: 'bff',
    roles: ['company'],
    tags: ['companies'],
    summary: "The signed-in company's name and website (Company Profile panel)",
    description: '404 before the company exists. Technicians and admins get 403.',
    responses: {
      '200': {
        description: "The caller's company.",
        content: { 'application/json': { schema: Company } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOnlyResponse,
      '404': CompanyNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveProfile',
    method: 'patch',
    path: '/api/profile',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['companies', 'users'],
    summary: "The Company Profile panel's save, or a technician's (or admin's) contact details",
    description:
      "Technician and admin: fullName, phone and email (at least 10 characters, a valid e-mail) on the user's profile in identity; answers the refreshed user as GET /api/user does. Company: Checks every field (the shared company settings schema, then the address against the ZIP code database), saves company name, website and the location named by `locationId` (else the company's first location, else a new one; the company itself is created when the user has none yet) in one transaction, then the e-mail and phone on the user's profile. Field errors name the fields of this body and nothing is stored. `userType` is accepted as the panel sends it and never changes the user's role. Answers the refreshed user, its location fields from the saved location. An e-mail address another account holds is refused with 409 `email_taken` ('This e-mail address belongs to another account.', also as the `email` field's error). A new address does not replace the current one: it comes back as `pendingEmail` while a confirmation link goes to it.",
    headers: z.object({ 'Idempotency-Key': IdempotencyKeyAcceptedParameter }),
    body: {
      content: {
        'application/json': { schema: z.union([companySettingsSchema, userProfileSchema]) },
      },
      required: true,
    },
    responses: {
      '200': {
        description: 'The user after the save.',
        content: { 'application/json': { schema: User } },
      },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': SignupUnfinishedResponse,
      '404': CompanyNotFoundResponse,
      '409': {
        description:
          '`location_exists` (company: another of its locations has this address), or `email_taken`: another account holds the e-mail address.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'confirmEmailChange',
    method: 'post',
    path: '/api/profile/email-confirmation',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['users'],
    summary: "Put the caller's pending e-mail address in force with the token of its link",
    description:
      'Forwards to identity, which moves the pending address into `email` and clears it. Answers the refreshed user as GET /api/user does.',
    body: { content: { 'application/json': { schema: emailConfirmationSchema } }, required: true },
    responses: {
      '200': {
        description: 'The user with the new address.',
        content: { 'application/json': { schema: User } },
      },
      '400': {
        description: '`validation_failed`: no token.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': SignupUnfinishedResponse,
      '404': {
        description:
          '`email_change_invalid`: no pending address has this token (used, replaced or never issued); `email_change_expired`: the link is older than 24 hours.',
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
    operationId: 'checkAddress',
    method: 'post',
    path: '/api/address/check',
    service: 'bff',
    roles: ['company'],
    tags: ['locations'],
    summary: "Check an address before saving it ('Validating Address...')",
    description:
      'The state must be one of the 50 US states, the ZIP code must exist and belong to it, and in Alaska the city must be one the ZIP code serves. A malformed body is a 400; a well-formed address that fails is a 200 with `valid: false` and one entry per failing field. Companies may ask; everyone else gets 403.',
    body: { content: { 'application/json': { schema: locationSchema } }, required: true },
    responses: {
      '200': {
        description: 'The verdict.',
        content: { 'application/json': { schema: AddressCheckResult } },
      },
      '400': CompanyInvalidResponse,
      '401': UnauthorizedResponse,
      '403': CompanyOnlyResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminTechnicians',
    forwardsTo: { service: 'technician', operationId: 'listTechniciansForAdmin' },
    method: 'get',
    path: '/api/admin/technicians',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the technician directory: searched, filtered and sorted',
    description:
      "The technician service's list as it answers it: `q` searches the full name, `status`, `region`, `community` and `skill` filter, `sort` orders, and `nextCursor` continues.",
    query: adminTechnicianListQuerySchema,
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminTechnicianList } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getAdminTechnicianDetails',
    method: 'post',
    path: '/api/admin/technicianMetadata/',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Everything about one technician, interview notes included',
    description:
      "The technician's metadata with interview notes, their directory entry, vetting status with its history and the moves allowed next, and the audit of admin edits (newest first). Also answered without the trailing slash.",
    body: {
      content: { 'application/json': { schema: adminTechnicianLookupSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: "The technician's details.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateAdminTechnicianMetadata',
    method: 'post',
    path: '/api/admin/updateTechnicianMetadata',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Store an admin's edit of a technician's metadata",
    description:
      '`metadata` is the whole edited object, interview notes included; fields left out keep their stored values. The fields that differ from what was stored are recorded in the audit with the admin and the time, in the same transaction. Answers 200 with the details as stored.',
    body: {
      content: { 'application/json': { schema: adminTechnicianMetadataUpdateSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: "The technician's details after the edit.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'changeTechnicianVetting',
    forwardsTo: { service: 'technician', operationId: 'changeTechnicianVetting' },
    method: 'post',
    path: '/api/admin/technicians/{id}/vetting',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Move a technician in vetting',
    description:
      'Only the moves allowed from the current status are accepted (applied → interview → background check → approved; rejected from any status but itself, with a reason; suspended only after approved, and approved again from suspended). Each move records the admin, the time and the note; approval and rejection e-mail the technician once. Answers the details after the move.',
    params: z.object({ id: z.string().max(100) }),
    body: { content: { 'application/json': { schema: vettingChangeSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details after the move.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      '409': VettingMoveNotAllowedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getDispatchCandidates',
    forwardsTo: { service: 'technician', operationId: 'rankDispatchCandidates' },
    method: 'get',
    path: '/api/admin/dispatch/candidates',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Ranked technicians for work in a community on a date',
    description:
      'Approved technicians who live in the community, list it among the communities they reach, or live in its region (borough or census area), leaving out anyone with an unavailable period covering the date. Ranked by that order, then by matching skills for the service type, fastest declared response time, fit of their availability to the date and time range, and name; at most `DISPATCH_CANDIDATE_LIMIT` (50). Each candidate carries the reasons for their place.',
    query: dispatchCandidatesQuerySchema,
    responses: {
      '200': {
        description: 'The candidates, best first.',
        content: { 'application/json': { schema: DispatchCandidates } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminRatings',
    forwardsTo: { service: 'service-request', operationId: 'listAdminRatings' },
    method: 'get',
    path: '/api/admin/ratings',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: "The ratings of one technician's or one company's completed jobs",
    description:
      'Completed jobs with at least one rating whose assigned technician (`technicianId`) or company (`companyId`) is the one named, newest completion first, `ADMIN_PAGE_SIZE` (50) a page, each with both ratings whether revealed to the two sides or not. Exactly one of `technicianId` and `companyId` is given. `total` counts all that match, so the client knows whether there is a further page.',
    query: adminRatingsQuerySchema,
    responses: {
      '200': {
        description: 'One page of the jobs and their ratings.',
        content: { 'application/json': { schema: AdminRatings } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getDispatchQueue',
    forwardsTo: { service: 'service-request', operationId: 'getDispatchQueue' },
    method: 'get',
    path: '/api/admin/dispatch/queue',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the requests waiting for a technician',
    description:
      "Submitted and Dispatching requests, `limit` (50 unless asked) a page, narrowed by status, community, flag and `q` (a part of the ticket number or job description, ignoring case), oldest first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each with its community and region (null when the location's city is not in the community list, so it cannot be matched), smart dispatch's setting, last wave, next wave and flag, and its offers newest first.",
    query: dispatchQueueQuerySchema,
    responses: {
      '200': {
        description: 'One page of the queue.',
        content: { 'application/json': { schema: DispatchQueue } },
      },
      '400': ListQueryInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getInProgressRequests',
    forwardsTo: { service: 'service-request', operationId: 'getDispatchInProgress' },
    method: 'get',
    path: '/api/admin/dispatch/in-progress',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'The requests a technician holds, soonest preferred date first',
    description:
      "Accepted and On hold requests, each with its assigned technician, ETA and, while On hold, the latest hold's reason.",
    responses: {
      '200': {
        description: 'The requests in progress.',
        content: { 'application/json': { schema: InProgressRequests } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'offerServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'offerServiceRequest' },
    method: 'post',
    path: '/api/admin/service-requests/{id}/offers',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Offer a request to chosen candidates',
    description:
      "Each technician must be a candidate for the request (Approved, covering its community, not away on its date). The request moves to Dispatching and each one is offered the job by e-mail; a technician already holding an open offer is left as is, one who declined or let it expire is offered it again. Answers the request's queue entry after the move.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: dispatchOffersSchema } }, required: true },
    responses: {
      '200': {
        description: "The request's queue entry with its offers.",
        content: { 'application/json': { schema: DispatchQueueEntry } },
      },
      '400': DispatchInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'assignServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'assignServiceRequest' },
    method: 'post',
    path: '/api/admin/service-requests/{id}/assign',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Assign a request to one candidate directly, with the agreed arrival',
    description:
      'As if the technician had accepted (whether or not it was offered to them): the request becomes Accepted and theirs with the ETA, the other open offers are withdrawn, and the company and support are told. Answers the request after the move.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: directAssignmentSchema } }, required: true },
    responses: {
      '200': {
        description: 'The assigned request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': DispatchInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'setSmartDispatch',
    forwardsTo: { service: 'service-request', operationId: 'setSmartDispatch' },
    method: 'put',
    path: '/api/admin/service-requests/{id}/smart-dispatch',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Turn smart dispatch on or off for a request',
    description:
      "Off, no further wave goes out on its own; on again, the next wave is due at once unless one is already scheduled or the request is flagged. Answers the request's queue entry.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: {
      content: { 'application/json': { schema: smartDispatchSettingSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: "The request's queue entry.",
        content: { 'application/json': { schema: DispatchQueueEntry } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'holdServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'holdServiceRequest' },
    method: 'post',
    path: '/api/admin/service-requests/{id}/hold',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Put an accepted request on hold, with the new arrival',
    description:
      'As the assigned technician may: Accepted or On hold moves to On hold (a second hold updates the reason and the ETA), and the company is told. Answers the request after the move.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: weatherHoldSchema } }, required: true },
    responses: {
      '200': {
        description: 'The request on hold.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': HoldInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotHoldableResponse,
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'resumeServiceRequest',
    forwardsTo: { service: 'service-request', operationId: 'resumeServiceRequest' },
    method: 'post',
    path: '/api/admin/service-requests/{id}/resume',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Take a request off hold',
    description:
      "On hold moves back to Accepted with the hold's ETA, and the company is told. No body. Answers the request after the move.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    responses: {
      '200': {
        description: 'The request, Accepted again.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotResumableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminCompanies',
    method: 'get',
    path: '/api/admin/companies',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the companies: searched, filtered and sorted',
    description:
      "The company service's list, each company with its owner as contact, its number of locations and of service requests: `q` searches the name, `locations` filters, `sort` orders, and `nextCursor` continues.",
    query: adminCompanyListQuerySchema,
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminCompanyList } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getAdminCompany',
    method: 'get',
    path: '/api/admin/companies/{id}',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One company with its locations and service requests',
    params: z.object({ id: z.uuid() }),
    responses: {
      '200': {
        description: 'The company.',
        content: { 'application/json': { schema: AdminCompanyDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'jobMessageThread',
    forwardsTo: { service: 'service-request', operationId: 'jobMessageThread' },
    method: 'get',
    path: '/api/service-requests/{id}/messages',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['messages'],
    summary: "The request's message thread, oldest first",
    description:
      "For the request's company, its assigned technician and admins (support); anyone else, and an unknown id, gets 404. The bff passes the caller's token; the service-request service decides.",
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    responses: {
      '200': {
        description: "The thread as the caller's side reads it.",
        content: { 'application/json': { schema: JobMessageThread } },
      },
      '401': UnauthorizedResponse,
      '404': ThreadNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'postJobMessage',
    forwardsTo: { service: 'service-request', operationId: 'postJobMessage' },
    method: 'post',
    path: '/api/service-requests/{id}/messages',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['messages'],
    summary: "Post a message to the request's thread",
    description:
      'Text, attachments (stored files the caller uploaded to this request as `attachment`), or both. `clientId` is made on the device: posting the same one again (a message kept offline, sent when the link returns) stores nothing new and answers the stored message with 200.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: newJobMessageSchema } }, required: true },
    responses: {
      '200': {
        description: 'This `clientId` was already posted; the stored message.',
        content: { 'application/json': { schema: JobMessage } },
      },
      '201': {
        description: 'The stored message.',
        content: { 'application/json': { schema: JobMessage } },
      },
      '400': {
        description:
          'Invalid fields: `text` (`Please write a message or attach a file`), or `attachmentIds` when a file is not a stored attachment the caller uploaded to this request.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '404': ThreadNotFoundResponse,
      '409': {
        description:
          'The thread holds MESSAGE_LIMITS.messagesMax messages already (`thread_full`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '413': CompanyTooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'markJobMessagesRead',
    forwardsTo: { service: 'service-request', operationId: 'markJobMessagesRead' },
    method: 'post',
    path: '/api/service-requests/{id}/messages/read',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['messages'],
    summary: "Mark the thread read up to a message, for the caller's side",
    description: 'The read mark only moves forward.',
    params: z.object({ id: z.string().meta({ param: { description: "The request's id." } }) }),
    body: { content: { 'application/json': { schema: messagesReadSchema } }, required: true },
    responses: {
      '204': { description: 'Marked.' },
      '400': {
        description: 'Invalid fields, or `through` when the message is not one of this thread.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '404': ThreadNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'unreadJobMessages',
    forwardsTo: { service: 'service-request', operationId: 'unreadJobMessages' },
    method: 'get',
    path: '/api/messages/unread',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['messages'],
    summary: "The caller's unread messages per request, for the dashboard's badges",
    description:
      "A company's requests, a technician's assigned jobs, or (an admin) every thread as support; only requests with unread messages, newest message first.",
    responses: {
      '200': {
        description: 'The counts.',
        content: { 'application/json': { schema: UnreadMessages } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller is neither a company, a technician nor an admin (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listHeldJobs',
    forwardsTo: { service: 'service-request', operationId: 'listHeldJobs' },
    method: 'get',
    path: '/api/admin/held-jobs',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary:
      "Jobs waiting for an admin's decision because their technician was suspended or rejected",
    description:
      "Accepted, On hold and On site jobs whose technician was suspended or rejected while holding them, oldest first, with no decision yet. `technicianId` keeps one technician's. Until a decision, the technician's writes on the job answer 403 `job_awaiting_decision`.",
    query: heldJobsQuerySchema,
    responses: {
      '200': {
        description: 'The held jobs.',
        content: { 'application/json': { schema: HeldJobs } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'decideHeldJob',
    forwardsTo: { service: 'service-request', operationId: 'decideHeldJob' },
    method: 'post',
    path: '/api/admin/held-jobs/{requestId}/decision',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Reassign a held job or let its technician finish it',
    description:
      "`reassign` moves the job back to Submitted (dispatch offers it again; the suspended technician's accepted offer is withdrawn), with the reason in its timeline; `finish` lets the technician work on it again. Either way the decision is recorded with who made it and when.",
    params: z.object({
      requestId: z.string().meta({ param: { description: "The held job's request id." } }),
    }),
    body: { content: { 'application/json': { schema: heldJobDecisionSchema } }, required: true },
    responses: {
      '200': {
        description: 'The decision as recorded.',
        content: { 'application/json': { schema: HeldJobDecided } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': {
        description:
          '`held_job_not_pending` (no decision is awaited for this job) or `job_not_reassignable` (the job has moved on, e.g. was cancelled).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'recordTechnicianFact',
    forwardsTo: { service: 'technician', operationId: 'recordTechnicianFact' },
    method: 'post',
    path: '/api/admin/technicians/{id}/facts',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Record a vetting fact about a technician, or clear it',
    description:
      'Records that the background check is completed or that the technician joined Discord, with the admin and the time, or clears a fact recorded by mistake. Each change is kept in the audit; recording a fact already recorded keeps the first record. Answers the details afterwards.',
    params: z.object({ id: z.string().max(100) }),
    body: { content: { 'application/json': { schema: vettingFactSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details afterwards.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addInterviewNote',
    forwardsTo: { service: 'technician', operationId: 'addInterviewNote' },
    method: 'post',
    path: '/api/admin/technicians/{id}/interview-notes',
    service: 'bff',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Add a dated interview note',
    description:
      'Appends the note to the interview notes as a dated entry naming the admin; the audit keeps the notes as they read before. Answers the details afterwards.',
    params: z.object({ id: z.string().max(100) }),
    body: { content: { 'application/json': { schema: interviewNoteSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details afterwards.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': AdminInvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': AdminNotFoundResponse,
      default: ErrorResponse,
    },
  }),
];

export const bffDocument: ApiDocument = {
  name: 'bff',
  info: {
    title: 'Remote Hands Alaska — backend for frontend',
    version: '1.0.0',
    description:
      "The only API the browser talks to, served on the web origin. Routes under /api need the caller's bearer access token unless stated.\n",
  },
  servers: [{ url: 'http://localhost:8080' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'runtime', description: 'Settings the browser reads before it signs in.' },
    { name: 'users', description: "The signed-in user's profile." },
    {
      name: 'signup',
      description:
        "Sign-up: the form is saved as a draft before the visitor has an account, then applied in one idempotent server-side step after the identity provider's registration page.\n",
    },
    {
      name: 'contact',
      description: 'The public contact form (captcha, message to the support mailbox).',
    },
    { name: 'service-requests', description: "The signed-in company's service requests." },
    { name: 'companies', description: "The signed-in company's profile (Company Profile panel)." },
    {
      name: 'locations',
      description:
        "The signed-in user's locations: a company's several (and the address check), a technician's one service location.\n",
    },
    {
      name: 'technicians',
      description:
        "The signed-in technician's metadata (profile questionnaire, onboarding, certifications), service area, unavailable periods, and the Jobs tab (offers to accept or decline, held jobs to put on hold or resume).\n",
    },
    {
      name: 'admin',
      description:
        "The Admin Dashboard: the technician directory, a technician's details, edits and vetting, dispatch (the queue of requests waiting for a technician, candidates, offers, assignment, holds), and the companies. Admins only: the bff checks the admin role, and so does each service that owns the data.\n",
    },
    {
      name: 'messages',
      description:
        "A request's message thread between its company, its assigned technician and support (admins), and the unread counts of the dashboards.\n",
    },
    { name: 'attention', description: 'What waits for the signed-in person.' },
    {
      name: 'calls',
      description:
        'Live calls on a job between its technician and one expert, with the ICE servers to reach each other and the WebRTC signalling.',
    },
    {
      name: 'billing',
      description: "Invoices and payments: a company's own, and the admin's finance view.",
    },
    {
      name: 'notifications',
      description:
        "The signed-in person's inbox of notifications, their e-mail settings, and the live stream that brings new ones.\n",
    },
    {
      name: 'files',
      description:
        "Photos of the work and files attached to messages: resumable uploads (tus) and downloads. The bytes stay with the bff's storage; the service-request service decides who may upload or read each file.\n",
    },
    {
      name: 'site-costs',
      description:
        "A job's time on site, costs with receipts, standby days and asks for more hours; service-request checks the job's ownership and status.",
    },
  ],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  endpoints: [
    ...bffEndpoints,
    ...bffNotificationEndpoints,
    ...bffAttentionEndpoints,
    ...bffScheduleEndpoints,
    ...bffCallEndpoints,
    ...bffBillingEndpoints,
    ...bffFinanceEndpoints,
    ...bffEarningsEndpoints,
    ...bffStripeEndpoints,
    ...bffEstimateEndpoints,
    ...bffQuoteEndpoints,
    ...bffStillsEndpoints,
    ...bffSiteCostEndpoints,
    ...bffPayofferEndpoints,
  ],
  unreferencedSchemas: [technicianMetadataFieldsSchema],
};
