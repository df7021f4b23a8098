// The technician service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import {
  adminTechnicianMetadataSchema,
  dispatchCandidatesQuerySchema,
  internalDispatchCandidatesQuerySchema,
  interviewNoteSchema,
  technicianCoverageSchema,
  technicianLocationChangesSchema,
  technicianLocationSchema,
  technicianMetadataFieldsSchema,
  technicianMetadataRecordSchema,
  technicianMetadataSchema,
  technicianMetadataUpdateSchema,
  technicianRegistrationSchema,
  unavailablePeriodSchema,
  vettingChangeSchema,
  vettingFactSchema,
} from '../schemas.js';
import { endpoint, type ApiDocument } from './define.js';
import { adminTechnicianListQuerySchema } from '../schemas/admin-lists.js';
import { LIST_LIMIT_MAX, nextCursorSchema } from '../schemas/list-page.js';
import { problemResponse } from './problem.js';
import { ApplicantsAttention } from './attention.js';

export const OnboardingStep = z
  .enum([
    'ageVerification',
    'it',
    'handyman',
    'electrical',
    'fieldwork',
    'availability',
    'responseTime',
    'fishCamp',
    'travel',
    'training',
    'certifications',
    'toolsTech',
    'toolsHandTools',
    'toolsTransport',
    'toolsOther',
    'goodFit',
    'tribalMember',
    'backgroundCheck',
    'references',
    'discord',
    'finalReview',
  ])
  .meta({ id: 'OnboardingStep' });

export const OnboardingProgress = z
  .strictObject({
    completedSteps: z
      .array(OnboardingStep)
      .meta({ description: 'The completed steps, in questionnaire order.' }),
    currentStep: OnboardingStep,
    completed: z.boolean(),
  })
  .meta({ id: 'OnboardingProgress' });

export const VettingStatus = z
  .enum([
    'onboarding',
    'applied',
    'interview',
    'background_check',
    'approved',
    'rejected',
    'suspended',
  ])
  .meta({ id: 'VettingStatus' });

export const TechnicianMetadata = technicianMetadataRecordSchema
  .extend({
    userId: z.string().meta({ description: "The technician's Keycloak subject." }),
    onboarding: OnboardingProgress,
    vettingStatus: VettingStatus,
  })
  .meta({
    description: 'Every field present; lists empty and flags false until answered.',
    id: 'TechnicianMetadata',
  });

export const TechnicianLocation = z
  .strictObject({
    city: z.string().meta({ description: 'The home community.' }),
    state: z.literal('Alaska'),
    zipCode: z.string(),
  })
  .meta({ id: 'TechnicianLocation' });

export const TechnicianLocationRead = z
  .strictObject({
    location: TechnicianLocation.nullable(),
  })
  .meta({ id: 'TechnicianLocationRead' });

export const TechnicianLocationAnswer = z
  .strictObject({
    location: TechnicianLocation,
  })
  .meta({ id: 'TechnicianLocationAnswer' });

export const TravelMode = z
  .enum(['road', 'boat', 'snowmachine', 'atv', 'small_plane'])
  .meta({ description: 'Labels in TRAVEL_MODE_LABELS (contracts).', id: 'TravelMode' });

export const CoveredCommunity = z
  .strictObject({
    community: z.string().meta({ description: 'The community as the reference list spells it.' }),
    region: z.string().meta({
      description: 'The id of its borough or census area (ALASKA_REGIONS), e.g. `bethel`.',
    }),
    hub: z.string().meta({ description: "The region's hub community." }),
  })
  .meta({ id: 'CoveredCommunity' });

export const ReachableCommunity = z
  .strictObject({
    community: z.string(),
    region: z.string(),
    hub: z.string(),
    travelMode: TravelMode,
    days: z.int().min(0).max(30),
  })
  .meta({ id: 'ReachableCommunity' });

export const TechnicianCoverage = z
  .strictObject({
    home: CoveredCommunity.nullable(),
    reach: z.array(ReachableCommunity),
    saved: z.boolean().meta({
      description: 'False until the technician first saves the list; `reach` is then a suggestion.',
    }),
  })
  .meta({ id: 'TechnicianCoverage' });

export const UnavailabilityReason = z.enum(['fish_camp', 'hunting', 'travel', 'other']).meta({
  description: 'Labels in UNAVAILABILITY_REASON_LABELS (contracts).',
  id: 'UnavailabilityReason',
});

export const UnavailablePeriod = z
  .strictObject({
    id: z.uuid(),
    from: z.iso.date(),
    to: z.iso.date(),
    reason: UnavailabilityReason,
    note: z.string(),
  })
  .meta({ id: 'UnavailablePeriod' });

export const UnavailablePeriodList = z
  .strictObject({
    periods: z.array(UnavailablePeriod),
  })
  .meta({ id: 'UnavailablePeriodList' });

/** A technician's time away, as the admin's schedule shows it: whose, and when. */
export const ScheduledUnavailablePeriod = UnavailablePeriod.extend({
  technicianId: z.string(),
  technicianName: z.string(),
}).meta({ id: 'ScheduledUnavailablePeriod' });

export const ScheduledUnavailablePeriodList = z
  .strictObject({
    periods: z.array(ScheduledUnavailablePeriod),
  })
  .meta({ id: 'ScheduledUnavailablePeriodList' });

export const TechnicianRatingSummary = z
  .strictObject({
    average: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: 'One decimal; null before the first revealed rating.' }),
    count: z.int().min(0),
  })
  .meta({ id: 'TechnicianRatingSummary' });

export const AdminTechnicianListEntry = z
  .strictObject({
    id: z.string().meta({ description: "The technician's Keycloak subject." }),
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    userType: z.enum(['technician']),
    userCreation: z.iso.datetime({ offset: true }),
    lastLogin: z.iso.datetime({ offset: true }).nullable(),
    vettingStatus: VettingStatus,
    rating: TechnicianRatingSummary,
  })
  .meta({ id: 'AdminTechnicianListEntry' });

/** The admin technician list's query, as the bff forwards it unchanged. */
export const AdminTechnicianList = z
  .strictObject({
    technicians: z.array(AdminTechnicianListEntry).max(LIST_LIMIT_MAX),
    nextCursor: nextCursorSchema,
  })
  .meta({ id: 'AdminTechnicianList' });

export const AdminTechnicianMetadata = technicianMetadataRecordSchema
  .extend({ userId: z.string(), interviewNotes: z.string() })
  .meta({
    description: "Every metadata field, the owner's id and the interview notes.",
    id: 'AdminTechnicianMetadata',
  });

export const AdminActor = z
  .strictObject({
    id: z.string(),
    name: z.string(),
  })
  .meta({ id: 'AdminActor' });

export const VettingHistoryEntry = z
  .strictObject({
    id: z.string(),
    from: VettingStatus,
    to: VettingStatus,
    note: z.string(),
    reason: z.string(),
    checks: z.array(z.enum(['referencesContacted', 'backgroundCheckPassed', 'interviewHeld'])),
    changedBy: AdminActor,
    changedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'VettingHistoryEntry' });

export const RecordedFact = z
  .strictObject({
    recordedAt: z.iso.datetime({ offset: true }),
    recordedBy: AdminActor,
  })
  .meta({ id: 'RecordedFact' });

export const TechnicianVetting = z
  .strictObject({
    status: VettingStatus,
    allowedNext: z.array(VettingStatus),
    history: z.array(VettingHistoryEntry).meta({ description: 'Oldest first.' }),
    facts: z
      .strictObject({
        backgroundCheckCompleted: RecordedFact.nullable(),
        discordJoined: RecordedFact.nullable(),
      })
      .meta({ description: 'Each fact as an admin recorded it, or null while none has.' }),
  })
  .meta({ id: 'TechnicianVetting' });

export const TechnicianAuditEntry = z
  .strictObject({
    id: z.string(),
    changedBy: AdminActor,
    changedAt: z.iso.datetime({ offset: true }),
    fields: z.array(z.string()),
    interviewNotesBefore: z.string().nullable().meta({
      description: 'The interview notes as they read before this change, when it changed them.',
    }),
  })
  .meta({ id: 'TechnicianAuditEntry' });

export const AdminTechnicianDetails = z
  .strictObject({
    technicianMetadata: AdminTechnicianMetadata,
    technician: AdminTechnicianListEntry,
    vetting: TechnicianVetting,
    audit: z.array(TechnicianAuditEntry).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'AdminTechnicianDetails' });

export const DispatchTechnician = z
  .strictObject({
    id: z.string(),
    fullName: z.string(),
    email: z
      .string()
      .meta({ description: 'Where the offer e-mail goes; empty when not known yet.' }),
    community: z
      .string()
      .meta({ description: "The technician's home community as the reference list spells it." }),
    region: z
      .string()
      .meta({ description: "The name of the home community's borough or census area." }),
    rating: TechnicianRatingSummary,
  })
  .meta({ id: 'DispatchTechnician' });

export const DispatchCandidate = z
  .strictObject({
    technician: DispatchTechnician,
    rank: z.enum(['lives_there', 'reaches_directly', 'same_region']),
    reasons: z.array(z.string()).meta({
      description:
        "Why the candidate stands where they do, for the admin to read (e.g. 'Lives in Kwethluk').",
    }),
    matchingSkills: z.int().min(0).meta({
      description:
        'Entries of the skill lists SERVICE_TYPE_SKILL_FIELDS names for the service type.',
    }),
    responseHours: z.number().nullable().meta({
      description:
        'The fastest declared response time in hours; null when no answer names a duration.',
    }),
    availabilityFit: z.int().min(0).meta({
      description:
        'How many of the slots the date (weekdays or weekends) and an evening time range (evenings or overnight) call for the technician declared.',
    }),
  })
  .meta({ id: 'DispatchCandidate' });

export const DispatchCandidates = z
  .strictObject({
    community: z.string(),
    region: z.string().meta({ description: "The name of the community's borough or census area." }),
    serviceType: z.enum(['remote-hands', 'remote-eyes', 'custom-request']),
    date: z.iso.date(),
    candidates: z.array(DispatchCandidate).max(50),
  })
  .meta({ id: 'DispatchCandidates' });

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

const RequestIdParameter = z
  .string()
  .optional()
  .meta({
    param: {
      description: 'Correlates logs across the bff and services; echoed in the response.',
      id: 'RequestId',
    },
  });

const TechnicianIdParameter = z
  .string()
  .max(100)
  .meta({ param: { description: "The technician's Keycloak subject.", id: 'TechnicianId' } });

const PeriodIdParameter = z
  .uuid()
  .meta({ param: { description: "The unavailable period's id.", id: 'PeriodId' } });

const IdempotencyKeyReusedResponse = problemResponse(
  'IdempotencyKeyReused',
  'The Idempotency-Key was already used for another request (`idempotency_key_reused`).',
);

const InvalidResponse = problemResponse(
  'Invalid',
  "Invalid fields (`validation_failed`), one `{ field, message }` per field with the product's message (e.g. 'Home Community is required', 'Reference name is required'); unknown fields, lists of more than 100 entries, entries over 100 characters and texts over 5,000 characters are refused. Nothing is stored.",
);

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const ForbiddenResponse = problemResponse(
  'Forbidden',
  'The caller is a company or an admin (`forbidden`).',
);

const InternalOnlyResponse = problemResponse(
  'InternalOnly',
  'The shared service credential is missing or wrong (`unauthorized`).',
);

const AdminOnlyResponse = problemResponse(
  'AdminOnly',
  'The caller is a company or a technician (`forbidden`).',
);

const TechnicianNotFoundResponse = problemResponse(
  'TechnicianNotFound',
  'No technician has this id (`not_found`, no detail).',
);

const VettingMoveNotAllowedResponse = problemResponse(
  'VettingMoveNotAllowed',
  "The move is not allowed from the technician's current status (`vetting_move_not_allowed`); nothing is stored.",
);

const NotFoundResponse = problemResponse('NotFound', 'No such onboarding step (`not_found`).');

const OnboardingIncompleteResponse = problemResponse(
  'OnboardingIncomplete',
  'The final review was saved before every earlier step was completed (`onboarding_incomplete`).',
);

const LocationExistsResponse = problemResponse(
  'LocationExists',
  'The technician already has a service location (`location_exists`).',
);

const LocationNotFoundResponse = problemResponse(
  'LocationNotFound',
  'The technician has no service location (`location_not_found`).',
);

const InvalidCoverageResponse = problemResponse(
  'InvalidCoverage',
  "Invalid fields (`validation_failed`), one `{ field, message }` per field with the product's message (e.g. 'Please choose a community from the list', 'Each community can be listed once', 'The end date cannot be before the start date'); unknown fields are refused. Nothing is stored.",
);

const TooManyPeriodsResponse = problemResponse(
  'TooManyPeriods',
  'The caller already keeps the most unavailable periods allowed (`too_many_periods`).',
);

const PeriodNotFoundResponse = problemResponse(
  'PeriodNotFound',
  "The caller has no period with this id (`period_not_found`), whether it is unknown or another technician's.",
);

const TooLargeResponse = problemResponse(
  'TooLarge',
  'The body is larger than 256 kB (`payload_too_large`).',
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const technicianEndpoints = [
  endpoint({
    operationId: 'registerTechnician',
    method: 'put',
    path: '/technicians/me',
    service: 'technician',
    roles: ['technician'],
    tags: ['technicians'],
    summary: "Create the caller's technician record (idempotent sign-up step)",
    description:
      "Creates the caller's record when it is missing and stores the given location only when the technician has none yet: an existing location is never overwritten. Calling it again changes nothing. Unlike the other routes it also admits a caller with no product role yet, as the sign-up's token is issued before the technician role is assigned; companies and admins get 403.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: technicianRegistrationSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: "The technician's location as stored (null when there is none).",
        content: { 'application/json': { schema: TechnicianLocationRead } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getOwnMetadata',
    method: 'get',
    path: '/technicians/me/metadata',
    service: 'technician',
    roles: ['technician'],
    tags: ['metadata'],
    summary: "The caller's metadata and onboarding progress",
    description:
      "Every metadata field (defaults until answered, also before any record exists), the owner's id and where the onboarding stands, so the questionnaire reopens at the first unfinished step.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's metadata.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'replaceOwnMetadata',
    method: 'put',
    path: '/technicians/me/metadata',
    service: 'technician',
    roles: ['technician'],
    tags: ['metadata'],
    summary: 'Save the whole metadata object (the profile page)',
    description:
      'Fields left out take their defaults; duplicate list entries are dropped. Onboarding progress is not changed.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyAcceptedParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: {
      content: { 'application/json': { schema: technicianMetadataSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: "The caller's metadata as saved.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateOwnMetadata',
    method: 'patch',
    path: '/technicians/me/metadata',
    service: 'technician',
    roles: ['technician'],
    tags: ['metadata'],
    summary: "Change only the fields sent (e.g. the settings panel's certifications)",
    description: 'Duplicate list entries are dropped. Onboarding progress is not changed.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyAcceptedParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: {
      content: { 'application/json': { schema: technicianMetadataUpdateSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: "The caller's metadata as saved.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'saveOnboardingStep',
    method: 'put',
    path: '/technicians/me/onboarding/steps/{step}',
    service: 'technician',
    roles: ['technician'],
    tags: ['metadata'],
    summary: "Save one onboarding step's fields and mark the step completed",
    description:
      "The body holds exactly the step's own fields (its first field required, the follow-up details of fish camp, travel and tribe optional); any other field is refused. The age verification step needs `ageVerified: true` and the final review `policyAccepted: true`. Saving a step again stores the same values and marks nothing twice. The final review needs every earlier step completed (409 `onboarding_incomplete`); its first save completes the onboarding, which puts the technician up for vetting and publishes `technician.onboarding.completed.v1` once, also when saved again or concurrently.",
    params: z.object({
      step: OnboardingStep.meta({
        param: {
          description: 'One of the onboarding steps; any other value is a 404 `not_found`.',
        },
      }),
    }),
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyAcceptedParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: {
      content: { 'application/json': { schema: technicianMetadataFieldsSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: "The caller's metadata and progress after the save.",
        content: { 'application/json': { schema: TechnicianMetadata } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': NotFoundResponse,
      '409': OnboardingIncompleteResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getOwnLocation',
    method: 'get',
    path: '/technicians/me/location',
    service: 'technician',
    roles: ['technician'],
    tags: ['location'],
    summary: "The caller's service location, null when none was added",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's location or null.",
        content: { 'application/json': { schema: TechnicianLocationRead } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addOwnLocation',
    method: 'post',
    path: '/technicians/me/location',
    service: 'technician',
    roles: ['technician'],
    tags: ['location'],
    summary: "Add the caller's service location",
    description: 'A technician has one location; 409 `location_exists` when it is already there.',
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: { content: { 'application/json': { schema: technicianLocationSchema } }, required: true },
    responses: {
      '201': {
        description: 'The location as stored.',
        content: { 'application/json': { schema: TechnicianLocationAnswer } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '409': LocationExistsResponse,
      '413': TooLargeResponse,
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateOwnLocation',
    method: 'patch',
    path: '/technicians/me/location',
    service: 'technician',
    roles: ['technician'],
    tags: ['location'],
    summary: "Change the caller's service location",
    description:
      'The fields given replace the stored ones; 404 `location_not_found` before a location was added.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: technicianLocationChangesSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: 'The location as saved.',
        content: { 'application/json': { schema: TechnicianLocationAnswer } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': LocationNotFoundResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteOwnLocation',
    method: 'delete',
    path: '/technicians/me/location',
    service: 'technician',
    roles: ['technician'],
    tags: ['location'],
    summary: "Delete the caller's service location",
    description: '404 `location_not_found` when there is none.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'Deleted.' },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': LocationNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getOwnCoverage',
    method: 'get',
    path: '/technicians/me/coverage',
    service: 'technician',
    roles: ['technician'],
    tags: ['coverage'],
    summary: "The caller's service area",
    description:
      "Home is the service location's community with its region and hub (null without a location in the community list). Until the caller first saves the list, `saved` is false and `reach` suggests the communities their travel answer names (by small plane, 1 day); nothing is stored by reading.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The service area.',
        content: { 'application/json': { schema: TechnicianCoverage } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'replaceOwnCoverage',
    method: 'put',
    path: '/technicians/me/coverage',
    service: 'technician',
    roles: ['technician'],
    tags: ['coverage'],
    summary: 'Replace the communities the caller reaches beyond home',
    description:
      'The list replaces the stored one and marks the service area saved. Each community is one of the reference list, once; home is always covered and listing it is refused as a field error on its entry.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: technicianCoverageSchema } }, required: true },
    responses: {
      '200': {
        description: 'The service area as saved.',
        content: { 'application/json': { schema: TechnicianCoverage } },
      },
      '400': InvalidCoverageResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listOwnUnavailablePeriods',
    method: 'get',
    path: '/technicians/me/unavailable-periods',
    service: 'technician',
    roles: ['technician'],
    tags: ['coverage'],
    summary: "The caller's unavailable periods, earliest start first",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "Every period of the caller's.",
        content: { 'application/json': { schema: UnavailablePeriodList } },
      },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addOwnUnavailablePeriod',
    method: 'post',
    path: '/technicians/me/unavailable-periods',
    service: 'technician',
    roles: ['technician'],
    tags: ['coverage'],
    summary: 'Add a period on which the caller takes no work',
    description:
      'Both days are included; at most 50 periods are kept (409 `too_many_periods` beyond).',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: unavailablePeriodSchema } }, required: true },
    responses: {
      '201': {
        description: 'The period as stored.',
        content: { 'application/json': { schema: UnavailablePeriod } },
      },
      '400': InvalidCoverageResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '409': TooManyPeriodsResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteOwnUnavailablePeriod',
    method: 'delete',
    path: '/technicians/me/unavailable-periods/{id}',
    service: 'technician',
    roles: ['technician'],
    tags: ['coverage'],
    summary: "Delete one of the caller's unavailable periods",
    params: z.object({ id: PeriodIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'Deleted.' },
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': PeriodNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listTechniciansForAdmin',
    method: 'get',
    path: '/admin/technicians',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'One page of the technician directory: searched, filtered and sorted',
    description:
      "Technicians in the order `sort` names: `name` (full name ignoring case), `newest` (latest sign-up first) or `lastLogin` (latest first, never signed in last), ties broken by id, `limit` a page, paged by cursor. `status` keeps one vetting status; `region` and `community` keep the technicians whose service location lies in that region (an `ALASKA_REGIONS` id) or community (as `ALASKA_COMMUNITIES` spells it); `skill` keeps those who ticked that item of the four skill lists. Name, e-mail, phone, sign-up and last login are the service's copy of identity's user, kept from `identity.user.changed.v1`; city, state and ZIP code come from the technician's service location (empty when there is none).",
    query: adminTechnicianListQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The page.',
        content: { 'application/json': { schema: AdminTechnicianList } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listUnavailablePeriodsForAdmin',
    method: 'get',
    path: '/admin/unavailable-periods',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Every technician's time away that has not ended, for the admin's schedule",
    description:
      "The periods whose last day is today or later on Alaska's calendar, earliest start first, then by technician name; at most `COVERAGE_LIMITS.schedulePeriods` (500). The name is the service's copy of identity's user.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The periods.',
        content: { 'application/json': { schema: ScheduledUnavailablePeriodList } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getTechnicianForAdmin',
    method: 'get',
    path: '/admin/technicians/{id}',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Everything about one technician, interview notes included',
    description:
      'The metadata with interview notes, the directory entry, the vetting status with its history (oldest first) and the moves allowed next, and the audit of admin edits (newest first).',
    params: z.object({ id: TechnicianIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The technician's details.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': TechnicianNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'updateTechnicianMetadataForAdmin',
    method: 'put',
    path: '/admin/technicians/{id}/metadata',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: "Store an admin's edit of a technician's metadata and interview notes",
    description:
      'Fields left out keep their stored values. The names of the fields whose value changed are recorded in the audit with the admin (from the token) and the time, in the same transaction; an edit that changes nothing records nothing.',
    params: z.object({ id: TechnicianIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: adminTechnicianMetadataSchema } },
      description: 'Every field is optional; a request without a body counts as an empty object.',
      required: false,
    },
    responses: {
      '200': {
        description: "The technician's details after the edit.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': TechnicianNotFoundResponse,
      '413': TooLargeResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'changeTechnicianVetting',
    method: 'post',
    path: '/admin/technicians/{id}/vetting',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Move a technician in vetting',
    description:
      'Only the moves `VETTING_TRANSITIONS` allows from the current status are accepted; a rejection needs a reason. The move, its history entry (admin, time, note, reason) and `technician.vetting.changed.v1` are stored in one transaction; of two concurrent moves from the same status only the first succeeds.',
    params: z.object({ id: TechnicianIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: vettingChangeSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details after the move.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': TechnicianNotFoundResponse,
      '409': VettingMoveNotAllowedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rankDispatchCandidates',
    method: 'get',
    path: '/admin/dispatch/candidates',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Ranked technicians for work in a community on a date',
    description:
      'Approved technicians who live in the community, list it among the communities they reach, or live in its region (borough or census area), leaving out anyone with an unavailable period covering the date. Ranked by that order, then by matching skills for the service type, fastest declared response time, fit of their availability to the date and time range, and name; at most `DISPATCH_CANDIDATE_LIMIT` (50). Each candidate carries the reasons for their place.',
    query: dispatchCandidatesQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The candidates, best first.',
        content: { 'application/json': { schema: DispatchCandidates } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rankDispatchCandidatesInternally',
    method: 'get',
    path: '/internal/dispatch/candidates',
    service: 'technician',
    roles: ['service'],
    tags: ['internal'],
    summary: "Ranked technicians for smart dispatch and for checking an admin's choice",
    description:
      'The ranking of `/admin/dispatch/candidates` for the service-request service, which acts for no signed-in user: it sends the shared service credential instead of a bearer token. `rank` keeps only the candidates of that rank (one wave of smart dispatch); `technicianId` keeps only the technicians named, at most `MAX_OFFERS_AT_ONCE` (20). Both filters apply before the limit of 50, so a named technician is found wherever they would rank.',
    security: [{ internalToken: [] }],
    query: internalDispatchCandidatesQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The candidates, best first.',
        content: { 'application/json': { schema: DispatchCandidates } },
      },
      '400': InvalidResponse,
      '401': InternalOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'technicianStanding',
    method: 'get',
    path: '/internal/technicians/{technicianId}/standing',
    service: 'technician',
    roles: ['service'],
    tags: ['internal'],
    summary: 'Where a technician stands in vetting',
    description:
      'Asked by the service-request service while it holds the row of an offer being accepted, so a technician suspended or rejected a moment ago cannot take the work before the vetting event arrives. Only `approved` may accept.',
    security: [{ internalToken: [] }],
    params: z.object({
      technicianId: z.uuid().meta({ param: { description: "The technician's Keycloak subject." } }),
    }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The technician's vetting status.",
        content: {
          'application/json': {
            schema: z.strictObject({
              technicianId: z.uuid(),
              vettingStatus: z.enum([
                'onboarding',
                'applied',
                'interview',
                'background_check',
                'approved',
                'rejected',
                'suspended',
              ]),
            }),
          },
        },
      },
      '400': InvalidResponse,
      '401': InternalOnlyResponse,
      '404': NotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'recordTechnicianFact',
    method: 'post',
    path: '/admin/technicians/{id}/facts',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Record a vetting fact about a technician, or clear it',
    description:
      'Records that the background check is completed or that the technician joined Discord, with the admin and the time, or clears a fact recorded by mistake. Each change is kept in the audit; recording a fact already recorded keeps the first record. Answers the details afterwards.',
    params: z.object({ id: TechnicianIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: vettingFactSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details afterwards.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': TechnicianNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addInterviewNote',
    method: 'post',
    path: '/admin/technicians/{id}/interview-notes',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Add a dated interview note',
    description:
      'Appends the note to the interview notes as a dated entry naming the admin; the audit keeps the notes as they read before. Answers the details afterwards.',
    params: z.object({ id: TechnicianIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: interviewNoteSchema } }, required: true },
    responses: {
      '200': {
        description: "The technician's details afterwards.",
        content: { 'application/json': { schema: AdminTechnicianDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': TechnicianNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'technicianAttention',
    method: 'get',
    path: '/admin/attention',
    service: 'technician',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'Applicants waiting on a vetting step, newest first',
    description:
      'Technicians Applied, at Interview or at Background check, each with the time they reached that step (the latest vetting move, or the onboarding completion for a new applicant).',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The applicants.',
        content: { 'application/json': { schema: ApplicantsAttention } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
];

export const technicianDocument: ApiDocument = {
  name: 'technician',
  info: {
    title: 'Remote Hands Alaska — technician service',
    version: '1.0.0',
    description:
      "Technicians' metadata (the profile questionnaire), onboarding progress, service location, service area, unavailable periods, vetting and the dispatch ranking. Every route but `/internal` needs the caller's bearer access token (RS256, issued by the `remote-hands` realm, audience `remote-hands-api`), verified by the service itself; the `/internal` routes serve other services and need the shared service credential (`x-internal-api-token`) instead. The `/technicians/me` routes need the technician role (companies and admins get 403) and always read or change the record of the token's subject; no body field names whose record it is. The `/admin` routes need the admin role (companies and technicians get 403); they serve the admin's technician directory, details, edits and vetting moves. Interview notes are kept for admins and are never part of a technician's answer nor accepted from one. Bodies are JSON, at most 256 kB, and unknown fields are refused.\n",
  },
  servers: [{ url: 'http://localhost:4004' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'technicians', description: "The signed-in technician's record." },
    { name: 'metadata', description: "The signed-in technician's metadata and onboarding." },
    { name: 'location', description: "The signed-in technician's one service location." },
    {
      name: 'coverage',
      description:
        "The signed-in technician's service area (home plus the communities they reach) and the periods they take no work.\n",
    },
    {
      name: 'admin',
      description:
        "The admin's technician directory, details, metadata edits and vetting (admins only).",
    },
    {
      name: 'internal',
      description: 'Routes for other services, guarded by the shared service credential.',
    },
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
  endpoints: technicianEndpoints,
};
