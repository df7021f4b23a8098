import { bffDocument } from './bff.js';
import { companyDocument } from './company.js';
import type { ApiDocument } from './define.js';
import { identityDocument } from './identity.js';
import { notificationDocument } from './notification.js';
import { serviceRequestDocument } from './service-request.js';
import { technicianDocument } from './technician.js';

export * from './define.js';
export { openApiDocument } from './document.js';
export { bffEndpoints } from './bff.js';
export { bffNotificationEndpoints } from './bff-notifications.js';
export { bffStillsEndpoints } from './bff-stills.js';
export { serviceRequestStillsEndpoints } from './service-request-stills.js';
export { companyEndpoints } from './company.js';
export { identityEndpoints } from './identity.js';
export { notificationEndpoints } from './notification.js';
export { serviceRequestEndpoints } from './service-request.js';
export { technicianEndpoints } from './technician.js';

/** Every OpenAPI document the repository serves: one per service and the bff's. */
export const documents: readonly ApiDocument[] = [
  bffDocument,
  companyDocument,
  identityDocument,
  notificationDocument,
  serviceRequestDocument,
  technicianDocument,
];
