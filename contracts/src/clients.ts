export {
  createIdentityClient,
  type IdentityClient,
  type IdentityClientOptions,
} from './clients/identity.js';
export {
  createBffClient,
  bearerTokenMiddleware,
  type BffClient,
  type BffClientOptions,
  type TokenSource,
} from './clients/bff.js';
export {
  createServiceRequestClient,
  type ServiceRequestClient,
  type ServiceRequestClientOptions,
} from './clients/service-request.js';
export {
  INTERNAL_API_TOKEN_HEADER,
  internalCredentialMiddleware,
} from './clients/internal-credential.js';
export {
  createNotificationClient,
  type NotificationClient,
  type NotificationClientOptions,
} from './clients/notification.js';
export {
  createCompanyClient,
  type CompanyClient,
  type CompanyClientOptions,
  type CompanyPaths,
  type Company,
  type CompanyLocation,
  type CompanyProfileSave,
  type AddressCheckResult,
} from './clients/company.js';
export {
  createTechnicianClient,
  type TechnicianClient,
  type TechnicianClientOptions,
  type TechnicianPaths,
  type TechnicianMetadataResponse,
  type TechnicianLocation,
  type TechnicianRegistration,
  type OnboardingStepName,
  type TechnicianDirectoryPage,
  type TechnicianAdminDetails,
  type TechnicianAdminMetadataEdit,
  type TechnicianVettingMove,
} from './clients/technician.js';
