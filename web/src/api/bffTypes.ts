import type { components } from '@rha/contracts/generated/bff';

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
export type TmpUserDraft = Schemas['TmpUserDraft'];
export type SignupCompletion = Schemas['SignupCompletion'];
export type TechnicianMetadata = Schemas['TechnicianMetadata'];
export type TechnicianMetadataSave = Schemas['TechnicianMetadataSave'];
export type TechnicianCertificationsSave = Schemas['TechnicianCertificationsSave'];
export type OnboardingStepSave = Schemas['OnboardingStepSave'];
export type OnboardingStep = Schemas['OnboardingStep'];
export type TechnicianReference = Schemas['TechnicianReference'];
export type TechnicianLocation = Schemas['TechnicianLocation'];
export type NewTechnicianLocation = Schemas['NewTechnicianLocation'];
export type UserProfileChanges = Schemas['UserProfileChanges'];
