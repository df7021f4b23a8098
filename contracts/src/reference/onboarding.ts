/** The 21 onboarding steps in the order the questionnaire shows them. */
export const ONBOARDING_STEPS = [
  'ageVerification',
  'it',
  'handyman',
  'electrical',
  'fieldwork',
  'availability',
  'responseTime',
  'fishCamp',
  'travel',
  'training',
  'certifications',
  'toolsTech',
  'toolsHandTools',
  'toolsTransport',
  'toolsOther',
  'goodFit',
  'tribalMember',
  'backgroundCheck',
  'references',
  'discord',
  'finalReview',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The technician metadata fields each step saves when the technician continues. */
export const ONBOARDING_STEP_FIELDS = {
  ageVerification: ['ageVerified'],
  it: ['it'],
  handyman: ['handyman'],
  electrical: ['electrical'],
  fieldwork: ['fieldwork'],
  availability: ['availability'],
  responseTime: ['responseTime'],
  fishCamp: ['hasFishCamp', 'fishCampResp'],
  travel: ['hasTravel', 'travelResponse'],
  training: ['training'],
  certifications: ['certifications'],
  toolsTech: ['toolsTech'],
  toolsHandTools: ['toolsHandTools'],
  toolsTransport: ['toolsTransport'],
  toolsOther: ['toolsOther'],
  goodFit: ['goodFit'],
  tribalMember: ['isTribalMember', 'tribe'],
  backgroundCheck: ['backgroundCheck'],
  references: ['references'],
  discord: ['discord'],
  finalReview: ['policyAccepted'],
} as const satisfies Record<OnboardingStep, readonly string[]>;

/** The fewest references the references step takes. */
export const MIN_ONBOARDING_REFERENCES = 2;

/** Digits in a reference's phone number: a US number with its area code. */
export const REFERENCE_PHONE_DIGITS = 10;

/** Progress shown at a zero-based step index: index over (steps - 1), as a rounded percent. */
export function onboardingProgressPercent(stepIndex: number): number {
  const last = ONBOARDING_STEPS.length - 1;
  const clamped = Math.min(Math.max(stepIndex, 0), last);
  return Math.round((clamped / last) * 100);
}
