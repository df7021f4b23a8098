// What waits for the signed-in person: the shapes the owning services answer and the bff's one
// composed endpoint.
import { z } from 'zod';
import { endpoint } from './define.js';
import { Problem } from './problem.js';

export const ATTENTION_KINDS = [
  'workDone',
  'unreadMessages',
  'onHold',
  'unplaced',
  'nextVisit',
  'offer',
  'sentBack',
  'pastEta',
  'applicant',
  'heldJob',
  'quoted',
  'quoteNeeded',
  'counterOffer',
] as const;

export const AttentionKind = z.enum(ATTENTION_KINDS).meta({
  id: 'AttentionKind',
  description:
    "A company's `workDone` (awaiting its review), `unreadMessages`, `onHold`, `unplaced` (no technician took the offers) and `quoted` (its answer to a quote is awaited); a technician's `nextVisit`, `offer` and `sentBack`; an admin's `unplaced`, `pastEta`, `applicant` (waiting on a vetting step), `heldJob` (its technician was suspended or rejected), `quoteNeeded` (a custom request waits for its quote) and `counterOffer` (a technician's counter waits for a decision).",
});

const when = z.iso.datetime({ offset: true });

export const AttentionItem = z
  .strictObject({
    kind: AttentionKind,
    key: z.string().meta({ description: 'Unique within the list.' }),
    at: when.meta({ description: 'Since when it waits; the list is newest first by it.' }),
    requestId: z.string().optional(),
    ticketNumber: z.string().optional(),
    community: z.string().optional(),
    companyName: z.string().optional(),
    status: z.string().optional(),
    unread: z.int().min(1).optional().meta({ description: 'Unread messages of `unreadMessages`.' }),
    eta: when.optional().meta({ description: 'The arrival the technician gave.' }),
    due: when
      .optional()
      .meta({ description: 'When the automatic approval comes, or the offer expires.' }),
    reason: z
      .string()
      .optional()
      .meta({ description: 'Why it was held or sent back, or why the technician countered.' }),
    address: z.string().optional().meta({ description: "The next visit's street address." }),
    contactPerson: z.string().optional(),
    phone: z.string().optional().meta({ description: "The next visit's contact phone." }),
    offerId: z.string().optional(),
    technicianId: z.string().optional(),
    technicianName: z.string().optional(),
    vettingStatus: z.string().optional(),
  })
  .meta({ id: 'AttentionItem' });

export const AttentionCounts = z
  .strictObject({
    newOffers: z.int().min(0),
    unreadMessages: z.int().min(0),
    reviewsWaiting: z.int().min(0),
  })
  .meta({ id: 'AttentionCounts', description: "The counts the dashboard's tabs carry." });

export const Attention = z
  .strictObject({
    items: z.array(AttentionItem).max(500).meta({ description: 'Newest first.' }),
    counts: AttentionCounts,
  })
  .meta({ id: 'Attention' });

export const ApplicantsAttention = z
  .strictObject({
    items: z.array(AttentionItem).max(500).meta({ description: 'Newest first.' }),
  })
  .meta({ id: 'ApplicantsAttention' });

export type AttentionKindValue = z.infer<typeof AttentionKind>;
export type AttentionItemShape = z.infer<typeof AttentionItem>;
export type AttentionShape = z.infer<typeof Attention>;

const ErrorResponse = {
  description: 'Unexpected error (`internal_error`), or a service it needs failed (502).',
  content: { 'application/problem+json': { schema: Problem } },
};

const UnauthorizedResponse = {
  description: 'No bearer token, or the token is invalid or expired.',
  content: { 'application/problem+json': { schema: Problem } },
};

export const bffAttentionEndpoints = [
  endpoint({
    operationId: 'getAttention',
    method: 'get',
    path: '/api/attention',
    service: 'bff',
    roles: ['company', 'technician', 'admin'],
    tags: ['attention'],
    summary: 'What waits for the signed-in person, newest first, with the counts of their tabs',
    description:
      "Composed from service-request's `GET /attention` and, for an admin, technician's `GET /admin/attention` (applicants waiting on a vetting step), asked at once so a slow link pays one round trip. Each service checks the caller's role and what they own.",
    responses: {
      '200': {
        description: 'The items and counts.',
        content: { 'application/json': { schema: Attention } },
      },
      '401': UnauthorizedResponse,
      '403': {
        description: 'The caller is neither a company, a technician nor an admin (`forbidden`).',
        content: { 'application/problem+json': { schema: Problem } },
      },
      default: ErrorResponse,
    },
  }),
];
