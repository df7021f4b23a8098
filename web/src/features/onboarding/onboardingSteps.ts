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
  type AvailabilitySlot,
  type OnboardingStep,
} from '@rha/contracts/reference';

/** Metadata fields holding a list of chosen options and custom tags. */
export type ListField =
  | 'it'
  | 'handyman'
  | 'electrical'
  | 'fieldwork'
  | 'responseTime'
  | 'training'
  | 'certifications'
  | 'toolsTech'
  | 'toolsHandTools'
  | 'toolsTransport'
  | 'toolsOther';

/** How a step asks its question; each kind has its own fields component. */
export type StepContent =
  | { kind: 'confirm'; field: 'ageVerified' | 'backgroundCheck'; label: string }
  | {
      kind: 'choices';
      field: ListField;
      options: readonly string[];
      /** Whether the technician may add entries the list lacks. */
      custom: boolean;
    }
  | { kind: 'availability' }
  | {
      kind: 'yesNoDetails';
      flag: 'hasFishCamp' | 'hasTravel' | 'isTribalMember';
      details: 'fishCampResp' | 'travelResponse' | 'tribe';
      question: string;
      detailsLabel: string;
      /** A short name fits one line; a story needs a text area. */
      detailsKind: 'line' | 'text';
    }
  | { kind: 'text'; field: 'goodFit'; label: string }
  | { kind: 'yesNo'; field: 'discord'; question: string }
  | { kind: 'references' }
  | { kind: 'review' };

export interface StepDefinition {
  /** The step's heading. */
  title: string;
  /** A line under the heading on what to answer. */
  help: string;
  content: StepContent;
}

const choices = (field: ListField, options: readonly string[], custom = true): StepContent => ({
  kind: 'choices',
  field,
  options,
  custom,
});

export const AVAILABILITY_LABELS: Record<AvailabilitySlot, string> = {
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  evenings: 'Evenings',
  overnight: 'Overnight',
};

/** What each of the questionnaire's steps shows. */
export const STEP_DEFINITIONS: Record<OnboardingStep, StepDefinition> = {
  ageVerification: {
    title: 'Age Verification',
    help: 'Technicians on Remote Hands Alaska must be adults.',
    content: {
      kind: 'confirm',
      field: 'ageVerified',
      label: 'I confirm that I am at least 18 years old',
    },
  },
  it: {
    title: 'IT Skills',
    help: 'Tick the computer and network work you can do, and add any we missed.',
    content: choices('it', IT_SKILLS),
  },
  handyman: {
    title: 'Handyman Skills',
    help: 'Tick the repair and building work you are comfortable with.',
    content: choices('handyman', HANDYMAN_SKILLS),
  },
  electrical: {
    title: 'Electrical Skills',
    help: 'Tick the power and wiring work you can take on.',
    content: choices('electrical', ELECTRICAL_SKILLS),
  },
  fieldwork: {
    title: 'Fieldwork Skills',
    help: 'Tick the outdoor and field tasks you can handle.',
    content: choices('fieldwork', FIELDWORK_SKILLS),
  },
  availability: {
    title: 'Availability',
    help: 'Turn on every time of the week you can usually take a job.',
    content: { kind: 'availability' },
  },
  responseTime: {
    title: 'Response Time',
    help: 'How soon can you usually get to a job once you are asked?',
    content: choices('responseTime', RESPONSE_TIMES, false),
  },
  fishCamp: {
    title: 'Extended Stays / Fish Camp',
    help: 'Some seasons take technicians away from home; tell us when you may be out of reach.',
    content: {
      kind: 'yesNoDetails',
      flag: 'hasFishCamp',
      details: 'fishCampResp',
      question: 'Do you go to fish camp or take other extended stays away from home?',
      detailsLabel: 'When and for how long are you usually away?',
      detailsKind: 'text',
    },
  },
  travel: {
    title: 'Travel Capability',
    help: 'Jobs are sometimes in nearby villages.',
    content: {
      kind: 'yesNoDetails',
      flag: 'hasTravel',
      details: 'travelResponse',
      question: 'Can you travel to other communities for a job?',
      detailsLabel: 'Which villages or areas can you travel to?',
      detailsKind: 'text',
    },
  },
  training: {
    title: 'Training',
    help: 'Tick the training programs you have completed, and add others.',
    content: choices('training', TRAINING_PROGRAMS),
  },
  certifications: {
    title: 'Licenses & Certifications',
    help: 'Tick the licenses and certifications you hold, and add others.',
    content: choices('certifications', CERTIFICATIONS),
  },
  toolsTech: {
    title: 'Technology',
    help: 'Tick the devices you have and can bring to a job.',
    content: choices('toolsTech', TECHNICAL_TOOLS),
  },
  toolsHandTools: {
    title: 'Hand Tools',
    help: 'Tick the tools you own and can bring to a job.',
    content: choices('toolsHandTools', HAND_TOOLS),
  },
  toolsTransport: {
    title: 'Transportation',
    help: 'Tick the ways you can get yourself and your tools to a job.',
    content: choices('toolsTransport', TRANSPORTATION_OPTIONS),
  },
  toolsOther: {
    title: 'Other Tools',
    help: 'List any other tools or equipment you can bring, if any.',
    content: choices('toolsOther', []),
  },
  goodFit: {
    title: 'Why You Are a Good Fit',
    help: 'A few sentences about yourself, your community and why you want to help.',
    content: {
      kind: 'text',
      field: 'goodFit',
      label: 'Why are you a good fit for Remote Hands Alaska?',
    },
  },
  tribalMember: {
    title: 'Tribal Membership',
    help: 'This is optional background that helps us work with local organizations.',
    content: {
      kind: 'yesNoDetails',
      flag: 'isTribalMember',
      details: 'tribe',
      question: 'Are you a tribal member?',
      detailsLabel: 'Which tribe?',
      detailsKind: 'line',
    },
  },
  backgroundCheck: {
    title: 'Background Check',
    help: 'Every technician is vetted, and a background check is part of vetting.',
    content: {
      kind: 'confirm',
      field: 'backgroundCheck',
      label: 'I consent to a background check',
    },
  },
  references: {
    title: 'References',
    help: 'Please give at least two people who can speak to your work.',
    content: { kind: 'references' },
  },
  discord: {
    title: 'Community',
    help: 'Our technicians share tips and news in a Discord community.',
    content: { kind: 'yesNo', field: 'discord', question: 'Will you join our Discord community?' },
  },
  finalReview: {
    title: 'Review and Submit',
    help: 'Check your details and answers, then accept the privacy policy to finish.',
    content: { kind: 'review' },
  },
};
