import { pricing } from '@rha/contracts/reference';

/** The request form's questions, worded once for the form and for the request page's answers. */
export const QUESTIONS = {
  jobDescription: 'Job Description',
  location: 'Location',
  preferredDate: 'Preferred Service Date',
  preferredTimeRange: 'Preferred Time Range',
  restrictedAccess: 'Is access to the site restricted?',
  contactPerson: 'Contact Person',
  phoneNumber: 'Phone Number',
  liveVideoRequired: 'Do you need live video support during the service?',
  hasWifi: 'Is WiFi or 4G available at the site?',
  wantProPackage: `Would you like the Pro Package ($${pricing.proPackageUsd})?`,
  hasOutlet: 'Is there a power outlet available at the site?',
  videoDuration: 'How long will you need live video?',
  connectionMethod: 'How will you connect for live video?',
  hasDocumentation: 'Do you have supporting documentation (photos, diagrams, manuals)?',
  additionalInformation: 'Additional Information',
} as const;
