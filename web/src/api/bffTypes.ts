import type { components, operations } from '@rha/contracts/generated/bff';

type Schemas = components['schemas'];

export type Company = Schemas['Company'];
export type CompanyLocation = Schemas['Location'];
export type NewLocation = Schemas['NewLocation'];
export type LocationChanges = Schemas['LocationChanges'];
export type CompanyProfilePanel = Schemas['CompanyProfilePanel'];
export type AddressCheckResult = Schemas['AddressCheckResult'];
export type ServiceRequestForm = Schemas['ServiceRequestForm'];
export type ServiceRequestSubmitted = Schemas['ServiceRequestSubmitted'];
export type ServiceRequestSummary = Schemas['ServiceRequestSummary'];
export type ServiceRequestSummaries = Schemas['ServiceRequestSummaries'];
export type ServiceRequestDetails = Schemas['ServiceRequestDetails'];
export type ServiceRequestStoredAnswers = Schemas['ServiceRequestStoredAnswers'];
export type RequestTimelineEntry = Schemas['TimelineEntry'];
export type TmpUserDraft = Schemas['SignupDraft'];
export type SignupCompletion = Schemas['SignupCompletion'];
export type TechnicianMetadata = Schemas['TechnicianMetadata'];
export type TechnicianMetadataSave = Schemas['TechnicianMetadataSave'];
export type TechnicianCertificationsSave = Schemas['TechnicianCertificationsSave'];
export type OnboardingStepSave = Schemas['OnboardingStepSave'];
export type OnboardingStep = Schemas['OnboardingStep'];
export type TechnicianReference = Schemas['TechnicianReference'];
export type TechnicianLocation = Schemas['TechnicianLocation'];
export type NewTechnicianLocation = Schemas['NewTechnicianLocation'];
export type TechnicianCoverage = Schemas['TechnicianCoverage'];
export type CoveredCommunity = Schemas['CoveredCommunity'];
export type TechnicianCoverageSave = Schemas['TechnicianCoverageSave'];
export type UnavailablePeriod = Schemas['UnavailablePeriod'];
export type NewUnavailablePeriod = Schemas['NewUnavailablePeriod'];
export type ScheduledUnavailablePeriod = Schemas['ScheduledUnavailablePeriod'];
export type UserProfileChanges = Schemas['UserProfileChanges'];
export type AdminTechnicianList = Schemas['AdminTechnicianList'];
export type AdminTechnicianListRequest = NonNullable<
  operations['listAdminTechnicians']['parameters']['query']
>;
export type AdminTechnicianListEntry = Schemas['AdminTechnicianListEntry'];
export type AdminTechnicianDetails = Schemas['AdminTechnicianDetails'];
export type AdminTechnicianMetadata = Schemas['AdminTechnicianMetadata'];
export type AdminTechnicianMetadataEdit = Schemas['AdminTechnicianMetadataEdit'];
export type VettingChange = Schemas['VettingChange'];
export type VettingHistoryEntry = Schemas['VettingHistoryEntry'];
export type VettingFactChange = Schemas['VettingFactChange'];
export type RecordedFact = Schemas['RecordedFact'];
export type InterviewNote = Schemas['InterviewNote'];
export type HeldJob = Schemas['HeldJob'];
export type HeldJobs = Schemas['HeldJobs'];
export type HeldJobDecisionBody = Schemas['HeldJobDecisionBody'];
export type TechnicianAuditEntry = Schemas['TechnicianAuditEntry'];
export type AdminCompanyList = Schemas['AdminCompanyList'];
export type AdminCompanyListRequest = NonNullable<
  operations['listAdminCompanies']['parameters']['query']
>;
export type AdminCompanyListEntry = Schemas['AdminCompanyListEntry'];
export type AdminCompanyDetails = Schemas['AdminCompanyDetails'];
export type DispatchCandidates = Schemas['DispatchCandidates'];
export type DispatchCandidate = Schemas['DispatchCandidate'];
export type DispatchQueue = Schemas['DispatchQueue'];
export type DispatchQueueEntry = Schemas['DispatchQueueEntry'];
export type DispatchOffer = Schemas['DispatchOffer'];
export type DispatchOffers = Schemas['DispatchOffers'];
export type DirectAssignment = Schemas['DirectAssignment'];
export type SmartDispatchSetting = Schemas['SmartDispatchSetting'];
export type TechnicianJobs = Schemas['TechnicianJobs'];
export type TechnicianOffers = Schemas['TechnicianOffers'];
export type TechnicianJob = Schemas['TechnicianJob'];
export type CounterOffer = Schemas['CounterOffer'];
export type JobReason = Schemas['JobReason'];
export type OfferAcceptance = Schemas['OfferAcceptance'];
export type OfferDecline = Schemas['OfferDecline'];
export type WeatherHold = Schemas['WeatherHold'];
export type JobReport = Schemas['JobReport'];
export type ServiceLogEntry = Schemas['ServiceLogEntry'];
export type InProgressRequests = Schemas['InProgressRequests'];
export type InProgressRequest = Schemas['InProgressRequest'];
export type Attention = Schemas['Attention'];
export type AttentionItem = Schemas['AttentionItem'];
export type Invoice = Schemas['Invoice'];
export type InvoiceDetail = Schemas['InvoiceDetail'];
export type InvoicePayment = Schemas['InvoicePayment'];
export type AdminInvoicePage = Schemas['AdminInvoicePage'];
export type AdminInvoiceListRequest = NonNullable<
  operations['listInvoices']['parameters']['query']
>;
export type PaymentRecordBody =
  operations['recordInvoicePayment']['requestBody']['content']['application/json'];
