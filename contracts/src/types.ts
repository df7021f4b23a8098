import type { components as bffComponents } from './generated/bff.js';
import type { components as identityComponents } from './generated/identity.js';
import type { components as notificationComponents } from './generated/notification.js';
import type { components as serviceRequestComponents } from './generated/service-request.js';

export type { paths as BffPaths } from './generated/bff.js';
export type { paths as IdentityPaths } from './generated/identity.js';
export type { paths as NotificationPaths } from './generated/notification.js';
export type { paths as ServiceRequestPaths } from './generated/service-request.js';

/** The profile the bff serves at GET /api/user: the identity profile plus its location. */
export type User = bffComponents['schemas']['User'];
/** The profile owned by the identity service (GET /users/me). */
export type IdentityUser = identityComponents['schemas']['IdentityUser'];
/** RFC 9457 problem details, the error body of every service and the bff. */
export type Problem = identityComponents['schemas']['Problem'];
export type FieldError = identityComponents['schemas']['FieldError'];
/** What the browser reads from GET /config.json before it can sign in. */
export type RuntimeConfig = bffComponents['schemas']['RuntimeConfig'];
/** One line of a company's own service-request list (service-request GET /service-requests). */
export type ServiceRequestSummary = serviceRequestComponents['schemas']['ServiceRequestSummary'];
/** One page of a company's own service-request list. */
export type ServiceRequestSummaries =
  serviceRequestComponents['schemas']['ServiceRequestSummaries'];
/** The id and ticket number a service request was stored under. */
export type StoredServiceRequest = serviceRequestComponents['schemas']['StoredServiceRequest'];
/** An ALTCHA challenge as GET /api/captcha/challenge serves it (the altcha widget's `challengeurl`). */
export type CaptchaChallenge = bffComponents['schemas']['CaptchaChallenge'];
/** What the bff hands the notification service for one contact message (POST /contact-messages). */
export type ContactMessageSubmission =
  notificationComponents['schemas']['ContactMessageSubmission'];
