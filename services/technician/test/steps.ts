import { REQUIRED_TECHNICAL_TOOL, type OnboardingStep } from '@rha/contracts/reference';

/** A valid answer for every onboarding step, as the questionnaire sends it. */
export const stepAnswers: Record<OnboardingStep, Record<string, unknown>> = {
  ageVerification: { ageVerified: true },
  it: { it: ['Network setup', 'Printers'] },
  handyman: { handyman: ['Plumbing'] },
  electrical: { electrical: ['Generators'] },
  fieldwork: { fieldwork: ['Site surveys'] },
  availability: {
    availability: { weekdays: true, weekends: false, evenings: true, overnight: false },
  },
  responseTime: { responseTime: ['Same day'] },
  fishCamp: { hasFishCamp: true, fishCampResp: 'Sisualik in July; reachable by phone.' },
  travel: { hasTravel: false },
  training: { training: ['First aid'] },
  certifications: { certifications: ['OSHA 10'] },
  toolsTech: { toolsTech: [REQUIRED_TECHNICAL_TOOL, 'Laptop'] },
  toolsHandTools: { toolsHandTools: ['Multimeter'] },
  toolsTransport: { toolsTransport: ['Snowmachine'] },
  toolsOther: { toolsOther: ['Satellite phone'] },
  goodFit: { goodFit: 'I fix things in town and out at camp.' },
  tribalMember: { isTribalMember: true, tribe: 'Native Village of Kotzebue' },
  backgroundCheck: { backgroundCheck: true },
  references: {
    references: [
      { id: 'ref-1', name: 'Mary Alexie', phoneNumber: '(907) 555-0123', relationship: 'Boss' },
      { id: 'ref-2', name: 'Tom Barr', phoneNumber: '(907) 555-0124', relationship: 'Teacher' },
    ],
  },
  discord: { discord: true },
  finalReview: { policyAccepted: true },
};
