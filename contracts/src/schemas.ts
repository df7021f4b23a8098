export {
  messages,
  TECHNICIAN_FIELDS_REQUIRED,
  INVALID_COMPANY_INFO,
  COMPANY_FIELDS_REQUIRED,
} from './schemas/messages.js';
export {
  contactMessageSchema,
  contactMessageSubmissionSchema,
  type ContactMessage,
} from './schemas/contact.js';
export {
  SIGNUP_USER_TYPES,
  technicianSignupInfoSchema,
  companySignupInfoSchema,
  tmpUserDraftSchema,
  tmpUserRefSchema,
  userRegistrationSchema,
  signupFormError,
  type SignupUserType,
  type TechnicianSignupInfo,
  type CompanySignupInfo,
  type TmpUserDraft,
  type TmpUserRef,
} from './schemas/signup.js';
export {
  USER_TYPES,
  userTypeSchema,
  userProfileSchema,
  userChangesSchema,
  userUpdateSchema,
  companyProfileSchema,
  companySettingsSchema,
  type UserTypeValue,
  type UserProfileInput,
  type UserUpdateInput,
  type CompanyProfileInput,
  type CompanySettingsInput,
} from './schemas/profile.js';
export {
  locationSchema,
  locationIdSchema,
  locationUpdateSchema,
  technicianLocationSchema,
  type LocationInput,
  type TechnicianLocationInput,
} from './schemas/location.js';
export { companyRegistrationSchema, companyProfileSaveSchema } from './schemas/company.js';
export {
  serviceRequestAnswersSchema,
  serviceRequestSchema,
  createServiceRequestSchema,
  serviceRequestReveals,
  withHiddenAnswersCleared,
  type ServiceRequestAnswers,
  type ServiceRequestInput,
  type ServiceRequest,
  type ServiceRequestSchemaOptions,
} from './schemas/service-request.js';
export { createServiceTicketNumber, isServiceTicketNumber } from './schemas/ticket-number.js';
export { isIsoDate, todayInAlaska } from './schemas/dates.js';
export {
  availabilitySchema,
  technicianReferenceSchema,
  technicianMetadataRecordSchema,
  technicianMetadataSchema,
  technicianMetadataUpdateSchema,
  adminTechnicianMetadataSchema,
  adminTechnicianMetadataUpdateSchema,
  defaultTechnicianMetadata,
  TECHNICIAN_LIMITS,
  technicianMetadataWholeSchema,
  technicianCertificationsPostSchema,
  technicianStepPostSchema,
  technicianMetadataPostShapes,
  technicianMetadataPostSchema,
  onboardingStepSchema,
  onboardingStepOf,
  onboardingProgressSchema,
  type OnboardingProgress,
  type TechnicianMetadataPost,
  type TechnicianMetadataView,
  type Availability,
  type TechnicianReference,
  type TechnicianMetadata,
  type TechnicianMetadataUpdate,
  type AdminTechnicianMetadata,
  type AdminTechnicianMetadataUpdate,
} from './schemas/technician-metadata.js';
