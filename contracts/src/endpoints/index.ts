import { bffDocument } from './bff.js';
import { billingDocument } from './billing.js';
import { companyDocument } from './company.js';
import type { ApiDocument, Endpoint, ForwardTarget } from './define.js';
import { identityDocument } from './identity.js';
import { notificationDocument } from './notification.js';
import { serviceRequestDocument } from './service-request.js';
import { technicianDocument } from './technician.js';

export * from './define.js';
export { openApiDocument } from './document.js';
export { bffDocument, bffEndpoints } from './bff.js';
export { bffNotificationEndpoints } from './bff-notifications.js';
export { bffScheduleEndpoints } from './bff-schedule.js';
export { billingEndpoints } from './billing.js';
export { billingStripeEndpoints, PAYMENT_NOTICE_SIGNATURE_HEADER } from './billing-stripe.js';
export { bffStripeEndpoints } from './bff-stripe.js';
export { bffBillingEndpoints } from './bff-billing.js';
export { billingFinanceEndpoints } from './billing-finance.js';
export { bffFinanceEndpoints } from './bff-finance.js';
export { billingEarningsEndpoints } from './billing-earnings.js';
export { bffEarningsEndpoints } from './bff-earnings.js';
export { billingEstimateEndpoints } from './billing-estimate.js';
export { bffEstimateEndpoints } from './bff-estimate.js';
export { bffStillsEndpoints } from './bff-stills.js';
export { serviceRequestStillsEndpoints } from './service-request-stills.js';
export { serviceRequestSiteCostEndpoints } from './service-request-sitecosts.js';
export { bffSiteCostEndpoints } from './bff-sitecosts.js';
export { companyEndpoints } from './company.js';
export { identityEndpoints } from './identity.js';
export { notificationEndpoints } from './notification.js';
export { serviceRequestEndpoints } from './service-request.js';
export { serviceRequestCallEndpoints, CallAlreadyOpenProblem } from './service-request-calls.js';
export { bffCallEndpoints } from './bff-calls.js';
export { serviceRequestPayofferEndpoints } from './service-request-payoffer.js';
export { bffPayofferEndpoints } from './bff-payoffer.js';
export { serviceRequestQuoteEndpoints, QuoteOutcome } from './service-request-quote.js';
export { billingQuoteEndpoints, CompanyPaymentTerms } from './billing-quote.js';
export { bffQuoteEndpoints } from './bff-quote.js';
export { technicianEndpoints } from './technician.js';

/** Every OpenAPI document the repository serves: one per service and the bff's. */
export const documents: readonly ApiDocument[] = [
  bffDocument,
  billingDocument,
  companyDocument,
  identityDocument,
  notificationDocument,
  serviceRequestDocument,
  technicianDocument,
];

/** Each service's entries, by the name a bff entry's `forwardsTo` gives it. */
export const serviceEndpoints: Record<ForwardTarget['service'], readonly Endpoint[]> = {
  identity: identityDocument.endpoints,
  company: companyDocument.endpoints,
  'service-request': serviceRequestDocument.endpoints,
  technician: technicianDocument.endpoints,
  notification: notificationDocument.endpoints,
  billing: billingDocument.endpoints,
};
