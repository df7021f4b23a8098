import type { OnboardingStep } from '@rha/contracts';
import {
  CERTIFICATIONS,
  ELECTRICAL_SKILLS,
  FIELDWORK_SKILLS,
  HAND_TOOLS,
  HANDYMAN_SKILLS,
  IT_SKILLS,
  RESPONSE_TIMES,
  TECHNICAL_TOOLS,
  TRAINING_PROGRAMS,
  TRANSPORTATION_OPTIONS,
} from '@rha/contracts/reference';
import type { DemoTechnician } from './people.js';

/** `count` options starting at `from`, wrapping round: each technician a different mix. */
function pick<T>(options: readonly T[], from: number, count: number): T[] {
  return Array.from({ length: count }, (_, step) => options[(from + step) % options.length] as T);
}

/**
 * Every questionnaire step's answer as the onboarding form sends it, varied by the technician's
 * number so the admin's directory and the dispatch ranking have something to tell apart.
 */
export function onboardingAnswers(
  technician: DemoTechnician,
  index: number,
): Record<OnboardingStep, Record<string, unknown>> {
  const travels = index % 3 !== 0;
  return {
    ageVerification: { ageVerified: true },
    it: { it: pick(IT_SKILLS, index, 1 + (index % 4)) },
    handyman: { handyman: pick(HANDYMAN_SKILLS, index, 1 + (index % 3)) },
    electrical: { electrical: pick(ELECTRICAL_SKILLS, index * 2, 1 + (index % 3)) },
    fieldwork: { fieldwork: pick(FIELDWORK_SKILLS, index, 2 + (index % 3)) },
    availability: {
      availability: {
        weekdays: index % 4 !== 3,
        weekends: index % 2 === 0,
        evenings: index % 3 === 0,
        overnight: index % 5 === 0,
      },
    },
    responseTime: { responseTime: pick(RESPONSE_TIMES, index, 1) },
    fishCamp:
      index % 2 === 0
        ? { hasFishCamp: true, fishCampResp: 'Fish camp in July; reachable by VHF radio.' }
        : { hasFishCamp: false },
    travel: travels
      ? { hasTravel: true, travelResponse: `By small plane or boat from ${technician.community}.` }
      : { hasTravel: false },
    training: { training: pick(TRAINING_PROGRAMS, index, 1 + (index % 2)) },
    certifications: { certifications: pick(CERTIFICATIONS, index, 1 + (index % 2)) },
    toolsTech: { toolsTech: pick(TECHNICAL_TOOLS, 0, 2 + (index % 3)) },
    toolsHandTools: { toolsHandTools: pick(HAND_TOOLS, index, 2) },
    toolsTransport: { toolsTransport: pick(TRANSPORTATION_OPTIONS, index, 1 + (index % 3)) },
    toolsOther: { toolsOther: ['Satellite phone'] },
    goodFit: {
      goodFit: `I have kept generators, networks and clinics running around ${technician.community} for years.`,
    },
    tribalMember:
      index % 2 === 1
        ? { isTribalMember: true, tribe: `Native Village of ${technician.community}` }
        : { isTribalMember: false },
    backgroundCheck: { backgroundCheck: true },
    references: {
      references: [
        {
          id: `ref-${index}-1`,
          name: 'Alice Sheldon',
          phoneNumber: '(907) 555-0101',
          relationship: 'Supervisor',
        },
        {
          id: `ref-${index}-2`,
          name: 'Bob Baldwin',
          phoneNumber: '(907) 555-0102',
          relationship: 'Teacher',
        },
      ],
    },
    discord: { discord: index % 3 !== 2 },
    finalReview: { policyAccepted: true },
  };
}
