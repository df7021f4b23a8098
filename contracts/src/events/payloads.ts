import { z } from 'zod';
import { DISPATCH_WAVES } from '../reference/dispatch.js';
import { MESSAGE_PARTIES } from '../reference/job-messages.js';
import { SEND_BACK_TARGETS } from '../reference/on-site.js';
import { SERVICE_REQUEST_STATUSES, TIMELINE_ROLES } from '../reference/request-lifecycle.js';
import { CURRENCIES } from '../reference/prices.js';
import { RATING_COMMENT_MAX } from '../reference/ratings.js';
import { SERVICE_TYPES } from '../reference/service-request.js';
import { VETTING_STATUSES } from '../reference/vetting.js';
import { serviceRequestAnswersSchema } from '../schemas/service-request.js';
import { isServiceTicketNumber } from '../schemas/ticket-number.js';
import { notificationSchema } from '../schemas/notifications.js';
import { callSchema, callSignalSchema } from '../schemas/calls.js';
import { completedWorkSchema, jobPaySchema } from '../schemas/pay.js';
import { MAX_QUOTE_CENTS } from '../reference/prices.js';

/*
 * Event payloads are strict: a field added to a published shape is a new version (.v2), so a
 * consumer never meets a shape it was not built for.
 */

const text = z.string().max(5000);
const id = z.string().min(1).max(100);
const timestamp = z.iso.datetime({ offset: true });

/** identity, after a sign-up draft is applied: the welcome e-mail goes out on this. */
export const userRegisteredV1 = z.strictObject({
  userId: z.uuid(),
  keycloakId: id,
  userType: z.enum(['company', 'technician', 'admin']),
  fullName: text,
  email: z.email(),
});

export const locationSummary = z.strictObject({
  id,
  address: text,
  city: text,
  state: text,
  zipCode: text,
});

/** service-request, once a company's request is stored under its unique ticket number. */
export const serviceRequestSubmittedV1 = z.strictObject({
  requestId: id,
  ticketNumber: z.string().refine(isServiceTicketNumber),
  serviceType: z.enum(SERVICE_TYPES),
  submittedAt: timestamp,
  submittedBy: z.strictObject({ keycloakId: id, fullName: text, email: z.email() }),
  company: z.strictObject({ id, name: text }),
  location: locationSummary,
  answers: serviceRequestAnswersSchema,
});

/**
 * technician, once a technician completes the onboarding questionnaire (published once per
 * technician): the onboarding-completed e-mail goes out on this, and vetting starts.
 */
export const technicianOnboardingCompletedV1 = z.strictObject({
  technicianId: id,
  fullName: text,
  email: z.email(),
  completedAt: timestamp,
});

/**
 * identity, whenever a user's row changes (created, registered, profile edited, sign-in recorded):
 * the services that list users (the admin's technician directory, the company list) keep their own
 * copy from it. `changedAt` orders the copies: an older change arriving late is ignored.
 */
export const userChangedV1 = z.strictObject({
  keycloakId: id,
  userType: z.enum(['company', 'technician', 'admin', '']),
  fullName: text,
  email: z.union([z.email(), z.literal('')]),
  /** The identity provider's word that the owner proved `email`; absent while identity does not know. */
  emailVerified: z.boolean().optional(),
  phone: text,
  signedUpAt: timestamp,
  lastLogin: timestamp.nullable(),
  changedAt: timestamp,
});

/**
 * identity, when a user asks to change their e-mail address: the confirmation link goes to the new
 * address, which replaces the current one only once the link is opened. The token is the link's
 * secret; identity keeps only its hash.
 */
export const emailChangeRequestedV1 = z.strictObject({
  keycloakId: id,
  fullName: text,
  /** The address asked for, where the link is sent. */
  email: z.email(),
  /** The address in force until the new one is confirmed. */
  currentEmail: z.union([z.email(), z.literal('')]),
  token: z.string().min(1),
  expiresAt: timestamp,
});

/**
 * technician, when an admin moves a technician in vetting: the approval and rejection e-mails go
 * out on this, once per change.
 */
export const technicianVettingChangedV1 = z.strictObject({
  changeId: id,
  technicianId: id,
  fullName: text,
  email: z.union([z.email(), z.literal('')]),
  from: z.enum(VETTING_STATUSES),
  to: z.enum(VETTING_STATUSES),
  /** Told to the technician on a rejection; empty otherwise. */
  reason: text,
  changedAt: timestamp,
});

/**
 * service-request, when a request is cancelled (by its company or an admin): the assigned
 * technician, if there is one, is told.
 */
export const serviceRequestCancelledV1 = z.strictObject({
  requestId: id,
  ticketNumber: z.string().refine(isServiceTicketNumber),
  companyId: id,
  from: z.enum(SERVICE_REQUEST_STATUSES),
  cancelledBy: z.enum(TIMELINE_ROLES),
  reason: text,
  assignedTechnicianId: id.nullable(),
  cancelledAt: timestamp,
});

const ticketNumber = z.string().refine(isServiceTicketNumber);
const emailOrEmpty = z.union([z.email(), z.literal('')]);
const quoteCents = z.number().int().positive().max(MAX_QUOTE_CENTS);

/** service-request, when an admin quotes a custom request: its company is asked to accept it. */
export const serviceRequestQuotedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  /** Whoever submitted the request, who is told of the quote. */
  submittedBy: id,
  amountCents: quoteCents,
  note: text,
  quotedAt: timestamp,
});

/** service-request, when a company accepts its quote: billing invoices the job at that amount. */
export const serviceRequestQuoteAcceptedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  amountCents: quoteCents,
  acceptedAt: timestamp,
});

/**
 * service-request, when offers of a request go out (a smart-dispatch wave or an admin's offers):
 * each technician offered gets an e-mail with a link to their Jobs tab, once per offer.
 */
export const serviceRequestDispatchedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  serviceType: z.enum(SERVICE_TYPES),
  community: text,
  preferredDate: z.iso.date(),
  source: z.enum([...DISPATCH_WAVES, 'admin']),
  offers: z.array(
    z.strictObject({
      offerId: id,
      technicianId: id,
      fullName: text,
      email: emailOrEmpty,
      expiresAt: timestamp,
    }),
  ),
  dispatchedAt: timestamp,
});

/**
 * service-request, when a technician accepts (or an admin assigns) a request: the company and
 * support are told who is coming and when. The technician's e-mail lets later notices (a
 * cancellation) reach them.
 */
export const serviceRequestAcceptedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  serviceType: z.enum(SERVICE_TYPES),
  community: text,
  companyId: id,
  companyEmail: emailOrEmpty,
  technician: z.strictObject({
    id,
    fullName: text,
    firstName: text,
    community: text,
    email: emailOrEmpty,
  }),
  eta: timestamp,
  acceptedBy: z.enum(TIMELINE_ROLES),
  /** The pay agreed for the job (offered, set by an admin, or countered and accepted). */
  pay: jobPaySchema.optional(),
  acceptedAt: timestamp,
});

/** service-request, when an accepted job is put on hold (weather, mostly): the company is told. */
export const serviceRequestOnHoldV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  companyEmail: emailOrEmpty,
  technicianFirstName: text,
  heldBy: z.enum(TIMELINE_ROLES),
  reason: text,
  eta: timestamp,
  heldAt: timestamp,
});

/** service-request, when a held job is taken up again: the company is told the work is back on. */
export const serviceRequestResumedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  companyEmail: emailOrEmpty,
  technicianFirstName: text,
  resumedBy: z.enum(TIMELINE_ROLES),
  eta: timestamp,
  resumedAt: timestamp,
});

/**
 * service-request, when smart dispatch has gone through every wave without an accept (or the
 * request's community is not one it can match): support must dispatch it by hand.
 */
export const serviceRequestFlaggedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  serviceType: z.enum(SERVICE_TYPES),
  /** Empty when the location's city is not in the community list. */
  community: text,
  preferredDate: z.iso.date(),
  offersSent: z.number().int().min(0),
  flaggedAt: timestamp,
});

/*
 * On-site work. Events to the technician name them by id: notification keeps the assigned
 * technician's address from `.accepted.v1`.
 */

/** service-request, when the assigned technician checks in on site: the company is told. */
export const serviceRequestCheckedInV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  companyEmail: emailOrEmpty,
  technicianFirstName: text,
  capturedAt: timestamp,
  checkedInAt: timestamp,
});

/** service-request, when the technician checks out: the company is asked to review the work. */
export const serviceRequestWorkDoneV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  companyEmail: emailOrEmpty,
  technicianFirstName: text,
  workSummary: text,
  autoApproveAt: timestamp,
  workDoneAt: timestamp,
});

/** service-request, when the work is approved (by the company, or by silence): the job is done. */
export const serviceRequestCompletedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  serviceType: z.enum(SERVICE_TYPES),
  companyId: id,
  technicianId: id,
  approvedBy: z.enum(TIMELINE_ROLES),
  warrantyUntil: timestamp.nullable(),
  /** What money depends on, as approved with the work; absent on jobs approved before it was kept. */
  work: completedWorkSchema.optional(),
  completedAt: timestamp,
});

/** service-request, when the company sends the work back: the technician learns why. */
export const serviceRequestSentBackV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  technicianId: id,
  to: z.enum(SEND_BACK_TARGETS),
  reason: text,
  sentBackAt: timestamp,
});

/** service-request, when the company reopens a completed job under the warranty. */
export const serviceRequestReopenedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  technicianId: id,
  reason: text,
  reopenedAt: timestamp,
});

/**
 * service-request, when one party of a job's conversation has left messages unread for a while:
 * one e-mail for the whole burst. The address is the party's own (empty for support, whose
 * mailbox notification knows).
 */
export const serviceRequestMessagesUnreadV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  party: z.enum(MESSAGE_PARTIES),
  recipientEmail: emailOrEmpty,
  unread: z.number().int().positive(),
  firstUnreadAt: timestamp,
  lastMessageAt: timestamp,
});

const revealedRating = z
  .strictObject({
    score: z.number().int().min(1).max(5),
    comment: z.string().max(RATING_COMMENT_MAX),
    ratedAt: timestamp,
  })
  .nullable();

/**
 * service-request, when a job's ratings become visible (both sides rated, or the window closed
 * with at least one): the technician's record takes the company's score.
 */
export const serviceRequestRatingsRevealedV1 = z.strictObject({
  requestId: id,
  ticketNumber,
  companyId: id,
  technicianId: id,
  byCompany: revealedRating,
  byTechnician: revealedRating,
  revealedAt: timestamp,
});

/**
 * notification, once a notice is stored in a person's inbox: the bff puts it on that person's live
 * stream. `recipientId` is their Keycloak subject.
 */
export const notificationCreatedV1 = z.strictObject({
  recipientId: id,
  notification: notificationSchema,
});

/**
 * service-request, on each change of a job's call (started, joined, left, ended): the bff puts
 * the call on each recipient's live stream. The recipients are its people and, while it rings,
 * whoever it rings for (Keycloak subjects).
 */
export const serviceRequestCallChangedV1 = z.strictObject({
  recipientIds: z.array(id).min(1).max(50),
  call: callSchema,
});

/**
 * service-request, for each WebRTC signal of a call's person: the bff passes it to the other
 * person's live stream only, and keeps it no longer than the call lasts. v2 added `fromJoinedAt`
 * and `toJoinedAt`.
 */
export const serviceRequestCallSignalV2 = z.strictObject({
  recipientId: id,
  callId: z.uuid(),
  fromUserId: id,
  /** The sender's seat's join instant, which tells a signal for a rejoined page from its earlier one. */
  fromJoinedAt: timestamp,
  /** The recipient's join the sender's connection was made for; the page of a later join drops it. */
  toJoinedAt: timestamp,
  signal: callSignalSchema,
});

/**
 * billing, in the transaction that issues an invoice: notification e-mails the company's owner
 * (`companyKeycloakId`, whose proven address it keeps) the number, total and due date.
 */
export const billingInvoiceIssuedV1 = z.strictObject({
  invoiceId: z.uuid(),
  number: z.string().regex(/^\d{4}-\d{5,}$/),
  requestId: id,
  ticketNumber,
  companyId: id,
  companyKeycloakId: id,
  companyName: text,
  totalCents: z.int().min(0),
  currency: z.enum(CURRENCIES),
  issuedAt: timestamp,
  dueOn: z.iso.date(),
});
