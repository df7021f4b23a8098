// The service-request service's endpoints: one entry per operation, from which its OpenAPI document is generated.
import { z } from 'zod';
import { SERVICE_REQUEST_STATUSES } from '../reference/request-lifecycle.js';
import { SERVICE_TYPES } from '../reference/service-request.js';
import {
  adminRatingsQuerySchema,
  checkInSchema,
  checkOutSchema,
  deviceLocationSchema,
  directAssignmentSchema,
  dispatchOffersSchema,
  heldJobDecisionSchema,
  heldJobsQuerySchema,
  jobFileStoredSchema,
  messagesReadSchema,
  newJobFileSchema,
  newJobMessageSchema,
  newRatingSchema,
  offerAcceptanceSchema,
  offerDeclineSchema,
  requestCancellationSchema,
  sendBackSchema,
  serviceLogEntrySchema,
  serviceRequestAnswersSchema,
  serviceRequestSchema,
  smartDispatchSettingSchema,
  warrantyReopenSchema,
  weatherHoldSchema,
} from '../schemas.js';
import { endpoint, type ApiDocument } from './define.js';
import { serviceRequestCallEndpoints } from './service-request-calls.js';
import { JobFile, JobFileKind } from './job-file.js';
import { serviceRequestPayofferEndpoints } from './service-request-payoffer.js';
import { CounterOffer, JobPay } from '../schemas/counter-offers.js';
import { serviceRequestQuoteEndpoints } from './service-request-quote.js';
import { requestQuoteSchema } from '../schemas/quote.js';
import { TechnicianRatingSummary } from './technician.js';
import { Problem, problemResponse } from './problem.js';
import { serviceRequestStillsEndpoints } from './service-request-stills.js';
import { serviceRequestSiteCostEndpoints } from './service-request-sitecosts.js';
import { StoredStroke } from './still-strokes.js';
import { Attention } from './attention.js';
import { listPageSchema } from '../schemas/list-page.js';
import {
  dispatchQueueQuerySchema,
  ownServiceRequestsQuerySchema,
  technicianJobsQuerySchema,
  technicianOffersQuerySchema,
} from '../schemas/request-lists.js';

export { JobFile, JobFileKind } from './job-file.js';

export const HeldJob = z
  .strictObject({
    requestId: z.string(),
    ticketNumber: z.string(),
    serviceType: z.enum(['remote-hands', 'remote-eyes', 'custom-request']),
    community: z.string(),
    companyName: z.string(),
    status: z.enum(['Accepted', 'On hold', 'On site']),
    technicianId: z.string(),
    technicianName: z.string(),
    vettingStatus: z.enum(['suspended', 'rejected']),
    heldSince: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'HeldJob' });

export const HeldJobs = z
  .strictObject({
    jobs: z.array(HeldJob),
  })
  .meta({ id: 'HeldJobs' });

export const HeldJobDecided = z
  .strictObject({
    requestId: z.string(),
    decision: z.enum(['reassign', 'finish']),
    decidedAt: z.iso.datetime({ offset: true }),
    decidedBy: z.string(),
  })
  .meta({ id: 'HeldJobDecided' });

export const ServiceType = z.enum(SERVICE_TYPES).meta({ id: 'ServiceType' });

export const YesNoOrEmpty = z.enum(['yes', 'no', '']).meta({
  description: 'An answer to a yes/no question; empty when the question was not shown.',
  id: 'YesNoOrEmpty',
});

export const TimeRange = z
  .enum([
    '8:00 AM - 10:00 AM',
    '10:00 AM - 12:00 PM',
    '12:00 PM - 2:00 PM',
    '2:00 PM - 4:00 PM',
    '4:00 PM - 6:00 PM',
    'Anytime',
    '',
  ])
  .meta({ description: 'Empty for remote-eyes, which has no time range.', id: 'TimeRange' });

export const VideoDuration = z
  .enum(['less-than-30', '30-60', '1-2', '2-4', '4-6', '6-8', 'greated-than-8', ''])
  .meta({ description: "'greated-than-8' is the spec's stored spelling.", id: 'VideoDuration' });

export const StoredServiceRequest = z
  .strictObject({
    id: z.uuid(),
    serviceTicketNumber: z.string().meta({
      description:
        'The number the request is stored under; differs from the one sent when that was taken.',
    }),
  })
  .meta({ id: 'StoredServiceRequest' });

export const ServiceRequestStatus = z
  .enum(SERVICE_REQUEST_STATUSES)
  .meta({ id: 'ServiceRequestStatus' });

export const ServiceRequestSummary = z
  .strictObject({
    id: z.uuid(),
    serviceTicketNumber: z.string(),
    serviceType: ServiceType,
    preferredDate: z.iso.date(),
    status: ServiceRequestStatus,
    createdAt: z.iso.datetime({ offset: true }),
    jobDescription: z.string(),
    locationAddress: z.string().meta({ description: 'The location as it was when submitted.' }),
  })
  .meta({ id: 'ServiceRequestSummary' });

export const ServiceRequestSummaries = listPageSchema(ServiceRequestSummary).meta({
  id: 'ServiceRequestSummaries',
});

export const StoredAnswers = serviceRequestAnswersSchema.meta({
  description: 'Every answer as stored, empty when its question was not shown.',
  id: 'ServiceRequestStoredAnswers',
});

export const TimelineRole = z
  .enum(['company', 'technician', 'admin', 'system'])
  .meta({ id: 'TimelineRole' });

export const TimelineEntry = z
  .strictObject({
    id: z.uuid(),
    from: ServiceRequestStatus.nullable().meta({ description: 'Null for the submission.' }),
    to: ServiceRequestStatus,
    note: z
      .string()
      .meta({ description: "Why, e.g. the cancellation's reason; empty when none was given." }),
    by: z.strictObject({
      role: TimelineRole,
      name: z
        .string()
        .meta({ description: 'The name the token carried then; empty when it had none.' }),
    }),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ description: 'One move of a request, oldest first in a timeline.', id: 'TimelineEntry' });

export const AssignedTechnician = z
  .strictObject({
    firstName: z.string().meta({ description: "The first word of the technician's full name." }),
    community: z.string().meta({ description: "The technician's home community." }),
  })
  .meta({ id: 'AssignedTechnician' });

export const ServiceLogEntry = z
  .strictObject({
    id: z.uuid(),
    text: z.string(),
    capturedAt: z.iso.datetime({ offset: true }).meta({ description: 'When the device wrote it.' }),
    receivedAt: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the server stored it.' }),
  })
  .meta({ id: 'ServiceLogEntry' });

export const ReportPhoto = JobFile.extend({
  strokes: z.array(StoredStroke).max(100).meta({ description: 'Oldest first.' }),
}).meta({ id: 'ReportPhoto' });

export const Rating = z
  .strictObject({
    score: z.int().min(1).max(5),
    comment: z.string().max(1000),
    ratedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Rating' });

export const JobRatings = z
  .strictObject({
    windowClosesAt: z.iso.datetime({ offset: true }),
    byCompany: Rating.nullable(),
    byTechnician: Rating.nullable(),
    revealed: z.boolean(),
    canRate: z.boolean().meta({ description: 'Whether the caller may rate now.' }),
  })
  .meta({
    description:
      "Both ratings of a completed job as the caller may see them: their own side's always, the other side's only once revealed (both rated, or the window closed); an admin sees both.",
    id: 'JobRatings',
  });

export const JobReport = z
  .strictObject({
    checkIn: z
      .strictObject({
        capturedAt: z.iso.datetime({ offset: true }),
        receivedAt: z.iso.datetime({ offset: true }),
        location: deviceLocationSchema.nullable(),
      })
      .nullable()
      .meta({ description: 'Null until the technician checks in.' }),
    checkOut: z
      .strictObject({
        capturedAt: z.iso.datetime({ offset: true }),
        receivedAt: z.iso.datetime({ offset: true }),
        workSummary: z.string(),
      })
      .nullable()
      .meta({
        description: 'Null until the technician checks out (and again once the work is sent back).',
      }),
    log: z.array(ServiceLogEntry).max(200).meta({ description: 'Oldest first by capture time.' }),
    completedAt: z.iso.datetime({ offset: true }).nullable(),
    autoApproveAt: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        "When silence counts as approval; set while the work waits for the company's review.",
    }),
    warrantyUntil: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'The last moment the company may reopen it under the warranty; null when none applies.',
    }),
    photos: z.array(ReportPhoto).max(200).meta({
      description:
        'Stored photos with the marks drawn on them, oldest first by the time each was captured.',
    }),
    recordings: z.array(JobFile).max(200).meta({
      description:
        "The technician's clips and the expert's voice notes, oldest first by the time each was captured.",
    }),
    ratings: JobRatings.nullable().meta({ description: 'Once the job is completed; null before.' }),
  })
  .meta({
    description:
      'What happened on site, as the company, the assigned technician and admins read it.',
    id: 'JobReport',
  });

export const ServiceRequestDetails = z
  .strictObject({
    id: z.uuid(),
    serviceTicketNumber: z.string(),
    serviceType: ServiceType,
    preferredDate: z.iso.date(),
    status: ServiceRequestStatus,
    createdAt: z.iso.datetime({ offset: true }),
    community: z.string().nullable().meta({
      description:
        "The reference community of the request's location, where the job map puts the site; null when its city is not in the list.",
    }),
    answers: StoredAnswers,
    timeline: z.array(TimelineEntry).meta({ description: 'Oldest first.' }),
    assignedTechnician: AssignedTechnician.nullable().meta({
      description: 'Null until a technician has accepted the request (or an admin assigned it).',
    }),
    eta: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        "When the technician expects to be on site (the hold's new one while On hold); null before.",
    }),
    report: JobReport,
    quote: requestQuoteSchema.nullable().meta({
      description:
        "A custom request's quote; null until an admin quotes it, and on other requests.",
    }),
  })
  .meta({ id: 'ServiceRequestDetails' });

export const AdminRequestCount = z
  .strictObject({
    companyId: z.uuid(),
    count: z.int().min(0),
  })
  .meta({ id: 'AdminRequestCount' });

export const AdminRequestCounts = z
  .strictObject({
    counts: z.array(AdminRequestCount).max(50),
  })
  .meta({ id: 'AdminRequestCounts' });

export const AdminCompanyRequest = z
  .strictObject({
    id: z.uuid(),
    ticketNumber: z.string(),
    serviceType: ServiceType,
    preferredDate: z.iso.date(),
    submittedAt: z.iso.datetime({ offset: true }),
    status: ServiceRequestStatus,
  })
  .meta({ id: 'AdminCompanyRequest' });

export const AdminCompanyRequests = z
  .strictObject({
    requests: z.array(AdminCompanyRequest).max(200),
  })
  .meta({ id: 'AdminCompanyRequests' });

export const DispatchWave = z.enum(['community', 'reach', 'region']).meta({
  description: 'A wave of smart dispatch (DISPATCH_WAVES), closest first.',
  id: 'DispatchWave',
});

export const OfferSource = z.enum(['community', 'reach', 'region', 'admin']).meta({
  description: 'The smart-dispatch wave that made the offer, or `admin`.',
  id: 'OfferSource',
});

export const OfferStatus = z
  .enum(['offered', 'accepted', 'declined', 'expired', 'withdrawn'])
  .meta({ id: 'OfferStatus' });

export const DispatchOffer = z
  .strictObject({
    id: z.uuid(),
    technician: z.strictObject({
      id: z.string(),
      fullName: z.string(),
      community: z.string(),
    }),
    source: OfferSource,
    status: OfferStatus,
    reason: z.string().meta({
      description:
        "The decline's reason (and note), or why it expired or was withdrawn; empty while open.",
    }),
    offeredAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    respondedAt: z.iso.datetime({ offset: true }).nullable(),
    pay: JobPay,
  })
  .meta({ id: 'DispatchOffer' });

export const DispatchQueueEntry = z
  .strictObject({
    id: z.uuid(),
    serviceTicketNumber: z.string(),
    serviceType: ServiceType,
    status: ServiceRequestStatus,
    companyName: z.string(),
    community: z.string().nullable().meta({
      description:
        "The reference community of the request's location; null when its city is not in the list.",
    }),
    region: z
      .string()
      .nullable()
      .meta({ description: "The community's borough or census area; null with the community." }),
    preferredDate: z.iso.date(),
    preferredTimeRange: TimeRange,
    createdAt: z.iso.datetime({ offset: true }),
    smartDispatch: z.boolean(),
    wave: DispatchWave.nullable().meta({
      description: 'The last wave smart dispatch sent; null before the first.',
    }),
    nextWaveAt: z.iso.datetime({ offset: true }).nullable().meta({
      description:
        'When smart dispatch next widens; null when it will not (off, flagged, or nothing left).',
    }),
    flaggedAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: 'Set once every wave went out without an accept; an admin must step in.',
    }),
    pay: JobPay,
    paySetByAdmin: z.boolean(),
    counterOffers: z
      .array(CounterOffer)
      .meta({ description: "Counter-offers waiting for an admin's answer, oldest first." }),
    offers: z.array(DispatchOffer).meta({ description: 'Newest first.' }),
    quote: requestQuoteSchema.nullable().meta({
      description:
        "A custom request's quote; null until an admin quotes it, and on other requests.",
    }),
  })
  .meta({ id: 'DispatchQueueEntry' });

export const DispatchQueue = listPageSchema(DispatchQueueEntry).meta({ id: 'DispatchQueue' });

export const JobReason = z
  .strictObject({
    kind: z.enum(['sent-back', 'reopened', 'on-hold']),
    note: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'JobReason' });

export const TechnicianJobAnswers = z
  .strictObject({
    restrictedAccess: z.string(),
    keysNeeded: z.string(),
    liveVideoRequired: z.string(),
    hasWifi: z.string(),
    hasOutlet: z.string(),
    connectionMethod: z.string(),
    videoDuration: z.string(),
    hasDocumentation: z.string(),
    additionalInformation: z.string(),
  })
  .meta({ id: 'TechnicianJobAnswers' });

export const TechnicianJob = z
  .strictObject({
    requestId: z.uuid(),
    serviceTicketNumber: z.string(),
    serviceType: ServiceType,
    status: ServiceRequestStatus,
    companyName: z.string(),
    community: z.string().nullable(),
    preferredDate: z.iso.date(),
    preferredTimeRange: TimeRange,
    jobDescription: z.string(),
    answers: TechnicianJobAnswers,
    offer: z
      .strictObject({
        id: z.uuid(),
        expiresAt: z.iso.datetime({ offset: true }),
        counter: CounterOffer.nullable().meta({
          description: "The caller's latest counter-offer on it, answered or not; null before any.",
        }),
      })
      .nullable()
      .meta({ description: 'The open offer, for an offered job; null for an assigned one.' }),
    pay: JobPay,
    site: z
      .strictObject({
        address: z.string().meta({ description: 'Address, city, state and ZIP code on one line.' }),
        contactPerson: z.string(),
        phoneNumber: z.string(),
      })
      .nullable()
      .meta({ description: 'Only for the assigned technician.' }),
    eta: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'The arrival the technician gave; null while only offered.' }),
    report: JobReport.nullable().meta({ description: 'What happened on site; null on an offer.' }),
    reasons: z.array(JobReason).meta({
      description:
        'Why the company sent the work back, why it reopened the job under the warranty and why the job was put on hold, oldest first; empty on an offer.',
    }),
  })
  .meta({
    description:
      'An offer addressed to the technician or a job assigned to them. The street address and the contact on site are only given once the job is theirs.',
    id: 'TechnicianJob',
  });

export const TechnicianOffers = listPageSchema(TechnicianJob).meta({ id: 'TechnicianOffers' });

export const TechnicianJobs = listPageSchema(TechnicianJob).meta({ id: 'TechnicianJobs' });

export const AdminRatingEntry = z
  .strictObject({
    requestId: z.string(),
    serviceTicketNumber: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    technicianId: z.string(),
    technicianName: z.string(),
    completedAt: z.iso.datetime({ offset: true }),
    byCompany: Rating.nullable(),
    byTechnician: Rating.nullable(),
    revealed: z.boolean().meta({
      description:
        "Whether each side may see the other's rating yet (both rated, or the window closed).",
    }),
  })
  .meta({
    description: "One completed job's two ratings as an admin sees them, revealed or not.",
    id: 'AdminRatingEntry',
  });

export const AdminRatings = z
  .strictObject({
    ratings: z.array(AdminRatingEntry),
    total: z.int().min(0),
    page: z.int().min(1),
    pageSize: z.int().min(1),
  })
  .meta({ id: 'AdminRatings' });

export const MessageParty = z
  .enum(['company', 'technician', 'support'])
  .meta({ id: 'MessageParty' });

export const JobMessage = z
  .strictObject({
    id: z.uuid(),
    clientId: z.uuid(),
    party: MessageParty,
    authorName: z.string(),
    mine: z.boolean(),
    text: z.string(),
    attachments: z.array(JobFile).max(5),
    sentAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'JobMessage' });

export const JobMessageThread = z
  .strictObject({
    requestId: z.uuid(),
    party: MessageParty,
    messages: z.array(JobMessage).max(1000).meta({ description: 'Oldest first.' }),
    unread: z.int().min(0),
  })
  .meta({ id: 'JobMessageThread' });

export const UnreadMessages = z
  .strictObject({
    total: z.int().min(0),
    requests: z
      .array(
        z.strictObject({
          requestId: z.uuid(),
          serviceTicketNumber: z.string(),
          unread: z.int().min(1),
          lastMessageAt: z.iso.datetime({ offset: true }),
        }),
      )
      .max(500),
  })
  .meta({ id: 'UnreadMessages' });

export const JobFileRecord = z
  .strictObject({
    id: z.uuid(),
    requestId: z.uuid(),
    kind: JobFileKind,
    status: z.enum(['uploading', 'stored']),
    fileName: z.string(),
    contentType: z.string(),
    size: z.int(),
    keepLocation: z.boolean(),
    uploadedByCaller: z.boolean(),
    receivedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'JobFileRecord' });

export const InProgressRequest = z
  .strictObject({
    id: z.uuid(),
    serviceTicketNumber: z.string(),
    serviceType: ServiceType,
    status: ServiceRequestStatus,
    companyName: z.string(),
    community: z.string().nullable(),
    preferredDate: z.iso.date(),
    technician: z.strictObject({
      id: z.string(),
      fullName: z.string(),
      community: z.string(),
    }),
    eta: z.iso.datetime({ offset: true }).nullable(),
    holdReason: z
      .string()
      .meta({ description: 'The reason of the latest hold while On hold; empty otherwise.' }),
  })
  .meta({ id: 'InProgressRequest' });

export const InProgressRequests = z
  .strictObject({
    requests: z
      .array(InProgressRequest)
      .max(200)
      .meta({ description: 'Accepted and On hold requests, soonest preferred date first.' }),
  })
  .meta({ id: 'InProgressRequests' });

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

const ThreadIdParameter = z.guid().meta({
  param: {
    description:
      "The request's id; a request whose thread the caller is not part of answers 404 like an unknown one.",
    id: 'ThreadId',
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

const ServiceRequestIdParameter = z.guid().meta({
  param: {
    description: "The request's id; anything that is not one of the caller's requests answers 404.",
    id: 'ServiceRequestId',
  },
});

const OfferIdParameter = z.guid().meta({
  param: {
    description:
      "The offer's id; an offer made to another technician answers 404 like an unknown one.",
    id: 'OfferId',
  },
});

const JobIdParameter = z.guid().meta({
  param: {
    description:
      "The request's id; a request not assigned to the caller answers 404 like an unknown one.",
    id: 'JobId',
  },
});

const FileIdParameter = z.guid().meta({
  param: {
    description: "The file's id; a file the caller may not read answers 404 like an unknown one.",
    id: 'FileId',
  },
});

const IdempotencyKeyReusedResponse = problemResponse(
  'IdempotencyKeyReused',
  'The Idempotency-Key was already used for another request (`idempotency_key_reused`).',
);

const MessageInvalidResponse = problemResponse(
  'MessageInvalid',
  'Invalid fields, e.g. `text` (`Please write a message or attach a file`), `attachmentIds` when a file is not a stored attachment the caller uploaded to this request (`An attached file was not found or has not finished uploading`), or `through` when the message is not one of this thread.',
);

const MessagePartyOnlyResponse = problemResponse(
  'MessagePartyOnly',
  'The caller is neither a company, a technician nor an admin (`forbidden`).',
);

const InvalidResponse = problemResponse(
  'Invalid',
  "Invalid fields, unknown fields or a location that is not the caller's; one entry per field with the spec's message (e.g. `Job description must be at least 10 characters`, `Please select a location`).",
);

const UnauthorizedResponse = problemResponse(
  'Unauthorized',
  'No bearer token, or the token is invalid or expired.',
);

const ForbiddenResponse = problemResponse(
  'Forbidden',
  'The caller does not hold the company role.',
);

const AdminOnlyResponse = problemResponse(
  'AdminOnly',
  'The caller is a company or a technician (`forbidden`).',
);

const CompanyOrAdminResponse = problemResponse(
  'CompanyOrAdmin',
  'The caller is neither a company nor an admin, e.g. a technician (`forbidden`).',
);

const RequestNotFoundResponse = problemResponse(
  'RequestNotFound',
  'No request with this id that the caller may see (`not_found`, `Service request not found`).',
);

const NotCancellableResponse = problemResponse(
  'NotCancellable',
  "The request's status no longer allows it (`request_not_cancellable`, e.g. `A request that is Cancelled can no longer be cancelled`).",
);

const TechnicianOnlyResponse = problemResponse(
  'TechnicianOnly',
  'The caller is not a technician, e.g. a company or an admin (`forbidden`).',
);

const NotDispatchableResponse = problemResponse(
  'NotDispatchable',
  'The request no longer waits for a technician (`request_not_dispatchable`, e.g. `A request that is Accepted can no longer be offered`).',
);

const NotHoldableResponse = problemResponse(
  'NotHoldable',
  'Only an Accepted or On hold request can be put on hold (`request_not_holdable`, e.g. `A request that is Dispatching cannot be put on hold`).',
);

const NotResumableResponse = problemResponse(
  'NotResumable',
  'Only an On hold request can be resumed (`request_not_resumable`, e.g. `A request that is Accepted is not on hold`).',
);

const OfferNotFoundResponse = problemResponse(
  'OfferNotFound',
  'No offer with this id made to the caller (`offer_not_found`, `Offer not found`).',
);

const OfferNotOpenResponse = problemResponse(
  'OfferNotOpen',
  'Another technician took the job first (`job_taken`, `This job has already been taken by another technician`), or the offer expired, was declined or withdrawn, or the request was cancelled (`offer_closed`, `This offer is no longer open`).',
);

const NotCheckInableResponse = problemResponse(
  'NotCheckInable',
  'Only an Accepted or On hold job can be checked in to (`job_not_checkinable`, e.g. `A job that is Work done cannot be checked in to`).',
);

const NotCheckOutableResponse = problemResponse(
  'NotCheckOutable',
  'Only an On site job can be checked out of (`job_not_checkoutable`, e.g. `A job that is Accepted cannot be checked out of`).',
);

const NotLoggableResponse = problemResponse(
  'NotLoggable',
  'The job is neither On site nor Work done (`job_not_loggable`), or its log is full (`log_full`, `A job keeps at most 200 log entries`).',
);

const NotReviewableResponse = problemResponse(
  'NotReviewable',
  'Only a Work done request can be approved or sent back (`request_not_reviewable`, e.g. `A request that is Completed has no work waiting for review`).',
);

const NotReopenableResponse = problemResponse(
  'NotReopenable',
  'The request is not a Completed one of a service type that carries the warranty (`warranty_not_applicable`), or the warranty has ended (`warranty_expired`, e.g. `The 7-day warranty for this job has ended`).',
);

const FileNotFoundResponse = problemResponse(
  'FileNotFound',
  'No file with this id that the caller may use this way (`not_found`, `File not found`).',
);

const NotUploadableResponse = problemResponse(
  'NotUploadable',
  'A photo on a job that is neither On site nor Work done (`job_not_uploadable`), a job that has all its photos (`photo_limit`, e.g. `This job takes at most 20 photos`), or a file already stored under this `clientId` (`file_already_uploaded`).',
);

const NotRateableResponse = problemResponse(
  'NotRateable',
  "The job is not Completed (`request_not_rateable`), its rating window has closed (`rating_window_closed`), or the caller's side has rated it already (`already_rated`).",
);

const ErrorResponse = problemResponse('Error', 'Any other failure, as RFC 9457 problem details.');

export const serviceRequestEndpoints = [
  endpoint({
    operationId: 'listServiceRequests',
    method: 'get',
    path: '/service-requests',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: "One page of the caller's own service requests",
    description:
      'The requests the caller submitted, `limit` (50 unless asked) a page, narrowed by status, location, preferred service date and `q` (a part of the ticket number or job description, ignoring case), newest first unless `sort` (newest, oldest, preferredDate) says otherwise. Pages follow each other by `cursor`, so a request submitted meanwhile neither repeats nor skips a row.',
    query: ownServiceRequestsQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'One page of the requests.',
        content: { 'application/json': { schema: ServiceRequestSummaries } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'createServiceRequest',
    method: 'post',
    path: '/service-requests',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'Submit a service request',
    description:
      "Validates the answers with the shared service-request schema (spec messages), checks that the location is one of the caller's (else a `location` field error), stores the request with hidden follow-up answers emptied and publishes `service-request.submitted.v1`. The ticket number keeps its `YYYYMMDD-NNNN` format and is unique within the caller's company (other companies may hold the same number); when the company holds it already the stored request gets a free number of the same date and the response names it. Sending the same answers with the same ticket number again (a retry after a lost response) returns the request stored the first time with 200 instead of storing a second one.",
    headers: z.object({
      'Idempotency-Key': IdempotencyKeyParameter,
      'x-request-id': RequestIdParameter,
    }),
    body: { content: { 'application/json': { schema: serviceRequestSchema } }, required: true },
    responses: {
      '200': {
        description: 'A retry of a request already stored; nothing new is stored.',
        content: { 'application/json': { schema: StoredServiceRequest } },
      },
      '201': {
        description: 'The request is stored under the ticket number in the body.',
        content: { 'application/json': { schema: StoredServiceRequest } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '413': ErrorResponse,
      '422': IdempotencyKeyReusedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getServiceRequest',
    method: 'get',
    path: '/service-requests/{id}',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'One request with its answers and timeline (its company or an admin)',
    description:
      "A company reads only requests of its own company (the company service names the caller's company); another company's request answers 404 like an unknown id, so its existence is not revealed. An admin reads any. Technicians get 403.",
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminResponse,
      '404': RequestNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'cancelServiceRequest',
    method: 'post',
    path: '/service-requests/{id}/cancel',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'Cancel a request (its company or an admin)',
    description:
      'Allowed while the request is Submitted, Dispatching, Accepted or On hold. In one transaction the request becomes Cancelled, the timeline gets an entry naming the caller (role and name from the token) with the reason as its note, and `service-request.cancelled.v1` goes to the outbox. Concurrent cancellations of one request queue on its row: the first succeeds, the others get 409.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: requestCancellationSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The cancelled request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminResponse,
      '404': RequestNotFoundResponse,
      '409': NotCancellableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'approveServiceRequest',
    method: 'post',
    path: '/service-requests/{id}/approve',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'Approve the work done (its company or an admin)',
    description:
      "From Work done to Completed: the completion time is stored and, for a service type that carries the warranty, the end of the warranty; the timeline names the caller and `service-request.completed.v1` goes out. Another company's request answers 404.",
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The completed request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminResponse,
      '404': RequestNotFoundResponse,
      '409': NotReviewableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'sendBackServiceRequest',
    method: 'post',
    path: '/service-requests/{id}/send-back',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'Send the work done back to the technician (its company or an admin)',
    description:
      'From Work done to On site (the technician is still there) or Accepted (another visit is needed), with the reason as the timeline note; the automatic approval is called off and `service-request.sent-back.v1` goes out.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: sendBackSchema } }, required: true },
    responses: {
      '200': {
        description: 'The request sent back.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': CompanyOrAdminResponse,
      '404': RequestNotFoundResponse,
      '409': NotReviewableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'reopenServiceRequest',
    method: 'post',
    path: '/service-requests/{id}/reopen',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['service-requests'],
    summary: 'Reopen a completed job under the warranty (its company only)',
    description:
      'From Completed back to Accepted with the same technician, the reason as the timeline note; publishes `service-request.reopened.v1`. Only a service type that carries the warranty (`warranty_not_applicable` otherwise) and only until the warranty ends (`warranty_expired`).',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: warrantyReopenSchema } }, required: true },
    responses: {
      '200': {
        description: 'The reopened request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': RequestNotFoundResponse,
      '409': NotReopenableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'countAdminServiceRequests',
    method: 'get',
    path: '/admin/service-requests/counts',
    service: 'service-request',
    roles: ['admin'],
    tags: ['admin'],
    summary: 'How many service requests each of the given companies has (admins only)',
    description: 'One entry per distinct id asked, in the order asked; 0 for a company with none.',
    query: z.object({
      companyId: z
        .array(z.uuid())
        .min(1)
        .max(50)
        .meta({ param: { style: 'form', explode: true } }),
    }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The counts.',
        content: { 'application/json': { schema: AdminRequestCounts } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminServiceRequests',
    method: 'get',
    path: '/admin/service-requests',
    service: 'service-request',
    roles: ['admin'],
    tags: ['admin'],
    summary: "A company's service requests, newest first (admins only)",
    description: 'At most the 200 newest; empty for a company with none or an unknown id.',
    query: z.object({ companyId: z.uuid() }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The requests, newest first.',
        content: { 'application/json': { schema: AdminCompanyRequests } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listAdminRatings',
    method: 'get',
    path: '/admin/ratings',
    service: 'service-request',
    roles: ['admin'],
    tags: ['admin'],
    summary: "The ratings of one technician's or one company's completed jobs (admins only)",
    description:
      'Completed jobs with at least one rating whose assigned technician (`technicianId`) or company (`companyId`) is the one named, newest completion first, `ADMIN_PAGE_SIZE` (50) a page, each with both ratings whether revealed or not. Exactly one of `technicianId` and `companyId` is given. `total` counts all that match.',
    query: adminRatingsQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'One page of the jobs and their ratings.',
        content: { 'application/json': { schema: AdminRatings } },
      },
      '400': {
        description:
          'Neither or both of `technicianId` and `companyId` (`Please name either a technician or a company`), a page that is not a whole number of at least 1, or an unknown field.',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getDispatchQueue',
    method: 'get',
    path: '/admin/dispatch/queue',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'One page of the requests waiting for a technician (admins only)',
    description:
      'Requests that are Submitted or Dispatching, `limit` (50 unless asked) a page, narrowed by status, community, flag and `q` (a part of the ticket number or job description, ignoring case), oldest first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. Each with what smart dispatch has done (last wave, next wave, flag) and every offer made, newest first.',
    query: dispatchQueueQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'One page of the queue.',
        content: { 'application/json': { schema: DispatchQueue } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getDispatchInProgress',
    method: 'get',
    path: '/admin/dispatch/in-progress',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'The requests a technician holds, Accepted or On hold (admins only)',
    description:
      'Soonest preferred date first, at most 200, each with the technician, the ETA and, while On hold, the reason of the latest hold.',
    headers: z.object({ 'x-request-id': RequestIdParameter }),
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
    method: 'post',
    path: '/admin/service-requests/{id}/offers',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Offer a request to chosen technicians (admins only)',
    description:
      'Allowed while the request is Submitted or Dispatching. Every technician named must be a candidate for the request (Approved and covering its community, not away on its date), as the technician service ranks them; otherwise a `technicianIds` field error. In one transaction the request becomes Dispatching, the offers are stored (open for `OFFER_EXPIRY_MINUTES`), the timeline gets an entry and `service-request.dispatched.v1` lists the offers made. A technician already holding an open offer keeps it; one whose offer was declined or expired is offered again.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: dispatchOffersSchema } }, required: true },
    responses: {
      '200': {
        description: 'The request as the queue shows it, with its offers.',
        content: { 'application/json': { schema: DispatchQueueEntry } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'assignServiceRequest',
    method: 'post',
    path: '/admin/service-requests/{id}/assign',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Assign a request to one technician directly (admins only)',
    description:
      'As an accept made by the admin for the technician, who must be a candidate for the request (else a `technicianId` field error), offered before or not. The request becomes Accepted with the technician and the ETA, every other open offer is withdrawn and `service-request.accepted.v1` goes out. Only a Submitted or Dispatching request can be assigned.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: directAssignmentSchema } }, required: true },
    responses: {
      '200': {
        description: 'The assigned request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'setSmartDispatch',
    method: 'put',
    path: '/admin/service-requests/{id}/smart-dispatch',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Turn smart dispatch of a request on or off (admins only)',
    description:
      'Off, smart dispatch sends no further waves for the request (offers already out stay open). On again, a request that is not flagged and has no wave scheduled gets its next wave at the next tick. Only a Submitted or Dispatching request has the setting.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: {
      content: { 'application/json': { schema: smartDispatchSettingSchema } },
      required: true,
    },
    responses: {
      '200': {
        description: 'The request as the queue shows it.',
        content: { 'application/json': { schema: DispatchQueueEntry } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotDispatchableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'holdServiceRequest',
    method: 'post',
    path: '/admin/service-requests/{id}/hold',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Put an accepted request on hold, with the reason and the new ETA (admins only)',
    description:
      'From Accepted (or On hold again, which replaces the reason and the ETA) to On hold, with the reason as the timeline note; publishes `service-request.on-hold.v1`.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: weatherHoldSchema } }, required: true },
    responses: {
      '200': {
        description: 'The held request.',
        content: { 'application/json': { schema: ServiceRequestDetails } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': AdminOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotHoldableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'resumeServiceRequest',
    method: 'post',
    path: '/admin/service-requests/{id}/resume',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Take a held request up again (admins only)',
    description:
      'From On hold back to Accepted, keeping the ETA of the hold; publishes `service-request.resumed.v1`.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The resumed request.',
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
    operationId: 'listTechnicianJobs',
    method: 'get',
    path: '/technicians/me/jobs',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'One page of the jobs the caller holds (technicians only)',
    description:
      'The requests assigned to the caller (Accepted, On hold, On site, Work done, Completed, and those cancelled after they took them), `limit` (50 unless asked) a page, narrowed by status and `q` (a part of the ticket number or job description, ignoring case), upcoming first (jobs still ahead by arrival, soonest first, then the finished ones, latest first) unless `sort` (upcoming, preferredDate, newest) says otherwise; the next page by `cursor`. Each with the site (address, contact person, phone).',
    query: technicianJobsQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'One page of the jobs.',
        content: { 'application/json': { schema: TechnicianJobs } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listTechnicianOffers',
    method: 'get',
    path: '/technicians/me/offers',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: "One page of the caller's open offers (technicians only)",
    description:
      'Offers addressed to the caller that are still open (not expired, the request still waiting for a technician), `limit` (50 unless asked) a page, narrowed by service type and `q` (a part of the ticket number or job description, ignoring case), oldest offer first unless `sort` (oldest, newest) says otherwise; the next page by `cursor`. The site is not given until the caller holds the job.',
    query: technicianOffersQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'One page of the offers.',
        content: { 'application/json': { schema: TechnicianOffers } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'acceptOffer',
    method: 'post',
    path: '/technicians/me/offers/{offerId}/accept',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'Accept an open offer, with the ETA (technicians only)',
    description:
      'The first accept wins: the request becomes Accepted with the caller as its technician, every other open offer is withdrawn and `service-request.accepted.v1` goes out, all in one transaction. Later accepts get 409 `job_taken`; an offer that expired, was declined or withdrawn gets 409 `offer_closed`.',
    params: z.object({ offerId: OfferIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: offerAcceptanceSchema } }, required: true },
    responses: {
      '200': {
        description: "The job, now the caller's.",
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': OfferNotFoundResponse,
      '409': OfferNotOpenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'declineOffer',
    method: 'post',
    path: '/technicians/me/offers/{offerId}/decline',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'Decline an open offer, with a reason (technicians only)',
    description:
      'The offer is closed with the reason (and the note after it); the request does not move.',
    params: z.object({ offerId: OfferIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: offerDeclineSchema } }, required: true },
    responses: {
      '204': { description: 'Declined.' },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': OfferNotFoundResponse,
      '409': OfferNotOpenResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'holdTechnicianJob',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/hold',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: "Put one's own job on hold, with the reason and the new ETA (technicians only)",
    description:
      "As the admin's hold, for the technician the request is assigned to; anyone else's job answers 404 like an unknown one.",
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: weatherHoldSchema } }, required: true },
    responses: {
      '200': {
        description: 'The held job.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotHoldableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'resumeTechnicianJob',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/resume',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: "Take one's own held job up again (technicians only)",
    description: "As the admin's resume, for the technician the request is assigned to.",
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The resumed job.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotResumableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'checkInTechnicianJob',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/check-in',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'Arrive on site (technicians only)',
    description:
      'From Accepted or On hold to On site, for the technician the request is assigned to. Keeps the time the device gave apart from the time the server received it, and the location only when the technician shared it; publishes `service-request.checked-in.v1`.',
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: checkInSchema } }, required: true },
    responses: {
      '200': {
        description: 'The job, now On site.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotCheckInableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'addServiceLogEntry',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/log',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: "Add an entry to the job's service log (technicians only)",
    description:
      "While the job is On site or Work done. The entry's `clientId` is made on the device: sending the same one again (a retry after a dropped link) answers the entry stored the first time with 200 and stores nothing new. The request's status does not move.",
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: serviceLogEntrySchema } }, required: true },
    responses: {
      '200': {
        description: 'A retry of an entry already stored; nothing new is stored.',
        content: { 'application/json': { schema: ServiceLogEntry } },
      },
      '201': {
        description: 'The stored entry.',
        content: { 'application/json': { schema: ServiceLogEntry } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotLoggableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'checkOutTechnicianJob',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/check-out',
    service: 'service-request',
    roles: ['technician'],
    tags: ['technician-jobs'],
    summary: 'Finish the work, with its summary (technicians only)',
    description:
      'From On site to Work done, the summary as the timeline note; the company then reviews the work, and silence for `AUTO_APPROVE_HOURS` counts as approval. Publishes `service-request.work-done.v1`.',
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: checkOutSchema } }, required: true },
    responses: {
      '200': {
        description: 'The job, now Work done.',
        content: { 'application/json': { schema: TechnicianJob } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotCheckOutableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'createJobFile',
    method: 'post',
    path: '/service-requests/{id}/files',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: 'Ask leave to upload a file onto a job, before its bytes are sent',
    description:
      "Called by the upload endpoint with the uploader's token. A photo may be added only by the job's assigned technician while it is On site or Work done, and only while the job has room for it: the photos stored or still uploading (and younger than a day) count against the limit of the service type (20 for Remote Eyes, else `PHOTO_LIMIT`). An attachment may be added by any party of the job's conversation: its company, its assigned technician or an admin, whatever the status. A document only by the request's company. The `clientId` is made on the device: a file already stored under it answers 409 `file_already_uploaded` (the device counts it as done); an upload still unfinished under it is replaced by this new one.",
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: newJobFileSchema } }, required: true },
    responses: {
      '201': {
        description: "The upload's record, still `uploading`; its id names the upload.",
        content: { 'application/json': { schema: JobFileRecord } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': {
        description: 'A photo from a caller who is not a technician (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      '404': RequestNotFoundResponse,
      '409': NotUploadableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listRequestDocuments',
    method: 'get',
    path: '/service-requests/{id}/documents',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: 'The documents the company supplied with its request',
    description:
      "The request's stored files of kind `document`, oldest first. Read by the request's company, the technician the job is assigned to and admins; anyone else (a technician only offered the job included) is answered 404, like an unknown id. Only the request's company may upload them (`POST /service-requests/{id}/files` with kind `document`).",
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The stored documents.',
        content: { 'application/json': { schema: z.strictObject({ items: z.array(JobFile) }) } },
      },
      '401': UnauthorizedResponse,
      '404': RequestNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listUnfinishedUploads',
    method: 'get',
    path: '/files/unfinished',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: "The caller's own uploads not yet finished",
    description:
      "Asked by the upload endpoint before it lets the caller start an upload or send more bytes, to hold each user to a number of unfinished uploads and to the bytes they keep: the records of the caller's files still uploading and younger than ABANDONED_UPLOAD_HOURS, oldest first, whatever their job.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The caller's unfinished uploads.",
        content: {
          'application/json': {
            schema: z.strictObject({
              items: z.array(JobFileRecord),
            }),
          },
        },
      },
      '401': UnauthorizedResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'getJobFile',
    method: 'get',
    path: '/files/{fileId}',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: "A file's record, when the caller may read it",
    description:
      "Asked by the upload endpoint on every upload request and every download. A stored file is read by the job's company, its currently assigned technician and admins; an unfinished upload only by the one who started it. Anyone else is answered 404, like an unknown id.",
    params: z.object({ fileId: FileIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The file's record.",
        content: { 'application/json': { schema: JobFileRecord } },
      },
      '401': UnauthorizedResponse,
      '404': FileNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'deleteJobFile',
    method: 'delete',
    path: '/files/{fileId}',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: 'Give up an unfinished upload',
    description:
      'Only the one who started it, and only while it is still uploading (the device stopped it, or the upload endpoint refused its bytes). A stored file is not deleted here: 404.',
    params: z.object({ fileId: FileIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '204': { description: 'The record is gone.' },
      '401': UnauthorizedResponse,
      '404': FileNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'markJobFileStored',
    method: 'post',
    path: '/files/{fileId}/stored',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-files'],
    summary: "Record that an upload's bytes were checked and stored",
    description:
      "Only the one who started the upload, while it is uploading; the same caller asking again once it is stored gets the same answer. A photo is checked again against the job's status and its limit (stored photos only), so the job may have moved on or filled up meanwhile: 409, and the upload endpoint removes the bytes. Records the real type, size and pixel size.",
    params: z.object({ fileId: FileIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: jobFileStoredSchema } }, required: true },
    responses: {
      '200': {
        description: 'The stored file.',
        content: { 'application/json': { schema: JobFile } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '404': FileNotFoundResponse,
      '409': NotUploadableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rateServiceRequest',
    method: 'post',
    path: '/service-requests/{id}/rating',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['ratings'],
    summary: 'Rate the technician of a completed job (its company only)',
    description:
      'Once per job, while it is Completed and within `RATING_WINDOW_DAYS` of completion. When the technician has rated too, both ratings are revealed and `service-request.ratings-revealed.v1` is published.',
    params: z.object({ id: ServiceRequestIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: newRatingSchema } }, required: true },
    responses: {
      '201': {
        description: "The job's ratings as the company now sees them.",
        content: { 'application/json': { schema: JobRatings } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': ForbiddenResponse,
      '404': RequestNotFoundResponse,
      '409': NotRateableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'rateTechnicianJob',
    method: 'post',
    path: '/technicians/me/jobs/{requestId}/rating',
    service: 'service-request',
    roles: ['technician'],
    tags: ['ratings'],
    summary: 'Rate the company of a completed job (its technician only)',
    description:
      'Once per job, while it is Completed and within `RATING_WINDOW_DAYS` of completion. When the company has rated too, both ratings are revealed and `service-request.ratings-revealed.v1` is published.',
    params: z.object({ requestId: JobIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: newRatingSchema } }, required: true },
    responses: {
      '201': {
        description: "The job's ratings as the technician now sees them.",
        content: { 'application/json': { schema: JobRatings } },
      },
      '400': InvalidResponse,
      '401': UnauthorizedResponse,
      '403': TechnicianOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': NotRateableResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'jobMessageThread',
    method: 'get',
    path: '/service-requests/{id}/messages',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-messages'],
    summary:
      "The request's message thread, oldest first (its company, assigned technician or an admin)",
    description:
      "The caller's side is the request's company (role `company`), its currently assigned technician, or support (an admin). Anyone else, and an unknown id, answers 404.",
    params: z.object({ id: ThreadIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: "The thread as the caller's side reads it.",
        content: { 'application/json': { schema: JobMessageThread } },
      },
      '401': UnauthorizedResponse,
      '403': MessagePartyOnlyResponse,
      '404': RequestNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'postJobMessage',
    method: 'post',
    path: '/service-requests/{id}/messages',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-messages'],
    summary: "Post a message to the request's thread",
    description:
      "Text, attachments (files the caller uploaded to this request as `attachment`, already stored), or both. The `clientId` is made on the device: posting the same one again answers the stored message with 200 and stores nothing new. The caller's side counts as having read the thread up to its own message.",
    params: z.object({ id: ThreadIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: newJobMessageSchema } }, required: true },
    responses: {
      '200': {
        description: 'A message already posted under this `clientId`; nothing new is stored.',
        content: { 'application/json': { schema: JobMessage } },
      },
      '201': {
        description: 'The stored message.',
        content: { 'application/json': { schema: JobMessage } },
      },
      '400': MessageInvalidResponse,
      '401': UnauthorizedResponse,
      '403': MessagePartyOnlyResponse,
      '404': RequestNotFoundResponse,
      '409': {
        description: 'The thread holds its most messages already (`thread_full`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'markJobMessagesRead',
    method: 'post',
    path: '/service-requests/{id}/messages/read',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-messages'],
    summary: "Mark the thread read up to a message, for the caller's side",
    description: 'The read mark only moves forward; an older message leaves it where it is.',
    params: z.object({ id: ThreadIdParameter }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: messagesReadSchema } }, required: true },
    responses: {
      '204': { description: 'Marked.' },
      '400': MessageInvalidResponse,
      '401': UnauthorizedResponse,
      '403': MessagePartyOnlyResponse,
      '404': RequestNotFoundResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'unreadJobMessages',
    method: 'get',
    path: '/messages/unread',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['job-messages'],
    summary: "The caller's unread messages per request, for the dashboard's counts",
    description:
      "A company counts the threads of its company's requests, a technician those of the jobs assigned to them, an admin every thread (as support). Only requests with unread messages are listed, newest message first.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The counts.',
        content: { 'application/json': { schema: UnreadMessages } },
      },
      '401': UnauthorizedResponse,
      '403': MessagePartyOnlyResponse,
      default: ErrorResponse,
    },
  }),
  endpoint({
    operationId: 'listHeldJobs',
    method: 'get',
    path: '/admin/held-jobs',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary:
      "Jobs waiting for an admin's decision because their technician was suspended or rejected",
    description:
      "Accepted, On hold and On site jobs whose technician was suspended or rejected while holding them, oldest first, with no decision yet. `technicianId` keeps one technician's. Until a decision, the technician's writes on the job answer 403 `job_awaiting_decision`.",
    query: heldJobsQuerySchema,
    headers: z.object({ 'x-request-id': RequestIdParameter }),
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
    method: 'post',
    path: '/admin/held-jobs/{requestId}/decision',
    service: 'service-request',
    roles: ['admin'],
    tags: ['dispatch'],
    summary: 'Reassign a held job or let its technician finish it',
    description:
      "`reassign` moves the job back to Submitted (dispatch offers it again; the suspended technician's accepted offer is withdrawn), with the reason in its timeline; `finish` lets the technician work on it again. Either way the decision is recorded with who made it and when.",
    params: z.object({
      requestId: z.guid().meta({ param: { description: "The held job's request id." } }),
    }),
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    body: { content: { 'application/json': { schema: heldJobDecisionSchema } }, required: true },
    responses: {
      '200': {
        description: 'The decision as recorded.',
        content: { 'application/json': { schema: HeldJobDecided } },
      },
      '400': InvalidResponse,
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
    operationId: 'serviceRequestAttention',
    method: 'get',
    path: '/attention',
    service: 'service-request',
    roles: ['company', 'technician', 'admin'],
    tags: ['attention'],
    summary: 'What waits for the caller among requests, jobs and messages, newest first',
    description:
      "A company: its company's requests with work done awaiting review, on hold, or that no technician took (smart dispatch ran out of waves), and threads with unread messages. A technician: the next visit among the jobs they hold (soonest arrival), their open offers and the work sent back to them. An admin: requests smart dispatch could not place, jobs past their arrival without a check-in, and jobs of suspended or rejected technicians awaiting a decision. The counts are the caller's open offers, unread messages and work awaiting their review.",
    headers: z.object({ 'x-request-id': RequestIdParameter }),
    responses: {
      '200': {
        description: 'The items and counts.',
        content: { 'application/json': { schema: Attention } },
      },
      '401': UnauthorizedResponse,
      '403': MessagePartyOnlyResponse,
      default: ErrorResponse,
    },
  }),
];

export const serviceRequestDocument: ApiDocument = {
  name: 'service-request',
  info: {
    title: 'Remote Hands Alaska — service-request service',
    version: '1.0.0',
    description:
      "Companies' service requests. Every route needs the caller's bearer access token (RS256, issued by the `remote-hands` realm, audience `remote-hands-api`), verified by the service itself: the realm role `company` for /service-requests, `admin` for /admin/..., `technician` for /technicians/me/...; a request's own paths (/service-requests/{id}...) take a company or an admin. A company only ever sees and uses its own data: the location of a request, and whose a request is, are checked against the company service with the caller's token. A technician only ever sees the offers made to them and the jobs assigned to them.\n",
  },
  servers: [{ url: 'http://localhost:4003' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'service-requests', description: "The signed-in company's service requests." },
    { name: 'attention', description: 'What waits for the signed-in person.' },
    {
      name: 'admin',
      description:
        "The admin's read-only view of any company's requests; needs the realm role `admin`.",
    },
    {
      name: 'dispatch',
      description:
        "The admin's dispatch queue, offers, assignments, smart-dispatch switch and holds; needs `admin`.",
    },
    {
      name: 'technician-jobs',
      description:
        "A technician's offers and the jobs they hold; needs the realm role `technician`.",
    },
    {
      name: 'job-files',
      description:
        "Leave to upload photos and attachments onto a job, and who may read them; the bytes themselves go through the bff's upload endpoint and file storage.\n",
    },
    {
      name: 'ratings',
      description:
        "Both sides of a completed job rating each other; each sees the other's rating once revealed.",
    },
    {
      name: 'job-messages',
      description:
        "A request's message thread between its company, its assigned technician and support (admins); nobody else may read or post.\n",
    },
    {
      name: 'calls',
      description:
        "Live calls on a job between its technician and one expert (its company's user or an admin), and their WebRTC signalling.",
    },
    {
      name: 'site-costs',
      description:
        "A job's time on site, the costs its technician paid with their receipts, standby days, the special vehicle, and asks for more hours the company decides.",
    },
  ],
  securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
  endpoints: [
    ...serviceRequestEndpoints,
    ...serviceRequestCallEndpoints,
    ...serviceRequestStillsEndpoints,
    ...serviceRequestSiteCostEndpoints,
    ...serviceRequestPayofferEndpoints,
    ...serviceRequestQuoteEndpoints,
  ],
  unreferencedSchemas: [TechnicianRatingSummary],
};
