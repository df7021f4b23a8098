/**
 * Every user-facing validation text, once. Texts quoted in the spec are copied to the letter;
 * the spec leaves the rest unworded (e.g. the restricted-access contact it never enforced).
 */
export const messages = {
  common: {
    tooLong: (max: number) => `Must be at most ${max} characters`,
  },
  contact: {
    nameRequired: 'Name is required',
    invalidEmail: 'Invalid email address',
    messageTooShort: 'Message must be at least 10 characters',
    captchaRequired: 'Please complete the captcha',
  },
  signup: {
    technicianFieldsRequired: 'Please fill in all the required technician fields.',
    invalidCompanyInfo: 'Invalid company information provided.',
    companyFieldsRequired: 'Please fill in all the required company fields.',
    nameRequired: 'Name is required',
    companyNameRequired: 'Company name is required',
    addressRequired: 'Street address is required',
    cityRequired: 'City is required',
    homeCommunityRequired: 'Home Community is required',
    stateRequired: 'State is required',
    stateNotInList: 'Please choose one of the 50 US states',
    technicianStateAlaska: 'Technicians must be based in Alaska',
    zipCodeRequired: 'ZIP code is required',
    zipCodeInvalid: 'ZIP code must be 5 digits',
    phoneRequired: 'Phone number is required',
    phoneTooShort: 'Phone number must be at least 10 characters',
    invalidWebsite: 'Please enter a valid website URL',
    invalidEmail: 'Invalid email address',
    invalidUuid: 'Invalid sign-up reference',
  },
  profile: {
    nameRequired: 'Name is required',
    invalidEmail: 'Invalid email address',
    phoneTooShort: 'Phone number must be at least 10 characters',
    invalidUserType: 'User type must be company, technician, admin or empty',
    companyNameRequired: 'Company name is required',
    invalidWebsite: 'Please enter a valid website URL',
  },
  location: {
    addressTooLong: 'Street address must be at most 200 characters',
    cityRequired: 'City is required',
    homeCommunityRequired: 'Home Community is required',
    stateRequired: 'State is required',
    zipCodeRequired: 'ZIP code is required',
    zipCodeInvalid: 'ZIP code must be 5 digits',
  },
  serviceRequest: {
    invalidTicketNumber: 'Service ticket number must look like YYYYMMDD-NNNN',
    invalidServiceType: 'Please choose remote hands, remote eyes or a custom request',
    jobDescriptionTooShort: 'Job description must be at least 10 characters',
    locationRequired: 'Please select a location',
    preferredDateRequired: 'Please select a preferred date',
    preferredDateInPast: 'Preferred date cannot be in the past',
    preferredTimeRangeRequired: 'Please select a preferred time range',
    yesNoAnswer: "Please answer 'yes' or 'no'",
    invalidVideoDuration: 'Please select a video duration',
    contactPersonRequired: 'Contact person is required when access is restricted',
    phoneNumberRequired: 'Phone number is required when access is restricted',
    phoneNumberTooShort: 'Phone number must be at least 10 characters',
  },
  technician: {
    referenceIdRequired: 'Reference id is required',
    technicianIdRequired: 'Technician id is required',
    referenceNameRequired: 'Reference name is required',
    referencePhoneRequired: 'Reference phone number is required',
    privacyPolicyRequired: 'You must accept the privacy policy to continue',
    ageConfirmationRequired: 'You must confirm that you are at least 18 years old',
    tooManyItems: 'Too many items',
    itemTooLong: 'Each item must be at most 100 characters',
    userIdRequired: 'User ID not available',
    notYourRecord: 'You can only change your own technician profile',
    certificationsMalformed: 'Certifications must be a JSON-encoded list of text',
    onboardingIncomplete: 'Please complete every earlier step before the final review',
  },
  coverage: {
    unknownCommunity: 'Please choose a community from the list',
    travelModeRequired: 'Please choose how you travel there',
    travelDaysRange: 'Days to arrive must be a whole number from 0 to 30',
    tooManyCommunities: 'You can list at most 50 communities',
    duplicateCommunity: 'Each community can be listed once',
    invalidDate: 'Please enter a valid date',
    reasonRequired: 'Please choose a reason',
    periodEndsBeforeStart: 'The end date cannot be before the start date',
    periodNotFound: 'Unavailable period not found',
    homeInReach: 'Your home community is always covered; remove it from this list',
    tooManyPeriods: (max: number) =>
      `You can keep at most ${max} unavailable periods; delete one first`,
  },
  lifecycle: {
    cancelReasonRequired: 'Please give a reason for the cancellation',
    requestNotFound: 'Service request not found',
    notCancellable: (status: string) => `A request that is ${status} can no longer be cancelled`,
  },
  dispatch: {
    unknownCommunity: 'Please choose a community from the list',
    serviceTypeRequired: 'Please choose a service type',
    invalidDate: 'Please enter a valid date',
    invalidTimeRange: 'Please choose a time range',
  },
  admin: {
    technicianNotFound: 'Technician not found',
    companyNotFound: 'Company not found',
    invalidPage: 'Page must be a whole number of at least 1',
    searchTooLong: 'Search must be at most 100 characters',
    invalidVettingStatus: 'Please choose a vetting status',
    rejectionReasonRequired: 'Please give a reason for the rejection',
    vettingMoveNotAllowed: (from: string, to: string) =>
      `A technician who is ${from} cannot be moved to ${to}`,
  },
} as const;

export const TECHNICIAN_FIELDS_REQUIRED = messages.signup.technicianFieldsRequired;
export const INVALID_COMPANY_INFO = messages.signup.invalidCompanyInfo;
export const COMPANY_FIELDS_REQUIRED = messages.signup.companyFieldsRequired;
