import { ONBOARDING_STEPS, type OnboardingStep } from './reference/onboarding.js';
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
} from './reference/technician-options.js';
import type { TechnicianListField } from './schemas/technician-metadata.js';

/**
 * The technician questionnaire, declared once: every screen that asks or shows these answers (the
 * onboarding, the technician's Profile page, the admin's technician details) renders from here, so
 * a question reads the same wherever it appears.
 */

/** A statement the technician confirms by ticking it. */
export interface ConfirmQuestion {
  kind: 'confirm';
  field: 'ageVerified' | 'backgroundCheck' | 'policyAccepted';
  label: string;
  /** Where to read what is confirmed, opened in a new tab. */
  link?: { href: string; label: string };
  required: boolean;
}

/** A list answer: ticked options, and where allowed the technician's own entries. */
export interface ChoicesQuestion {
  kind: 'choices';
  field: TechnicianListField;
  label: string;
  options: readonly string[];
  /** Labels the field that adds entries the list lacks; absent where only the options count. */
  customLabel?: string;
  /** Suggests the form of an own entry. */
  placeholder?: string;
  /** The option that must be ticked before the step may be saved. */
  requiredOption?: string;
  required: boolean;
}

/** Independent on/off answers for the times of the week. */
export interface AvailabilityQuestion {
  kind: 'availability';
  field: 'availability';
  label: string;
  slots: Readonly<Record<AvailabilitySlot, string>>;
  required: boolean;
}

/** A yes/no question stored as a flag. */
export interface YesNoQuestion {
  kind: 'yesNo';
  field: 'discord';
  label: string;
  required: boolean;
}

/** A yes/no question whose details are asked only after a Yes. */
export interface YesNoDetailsQuestion {
  kind: 'yesNoDetails';
  field: 'hasFishCamp' | 'hasTravel' | 'isTribalMember';
  label: string;
  details: {
    field: 'fishCampResp' | 'travelResponse' | 'tribe';
    label: string;
    /** A story needs a text area; a name fits one line. */
    multiline: boolean;
  };
  required: boolean;
}

/** A free-text answer. */
export interface TextQuestion {
  kind: 'text';
  field: 'goodFit' | 'interviewNotes';
  label: string;
  rows: number;
  required: boolean;
}

/** The people who can speak to the technician's work. */
export interface ReferencesQuestion {
  kind: 'references';
  field: 'references';
  label: string;
  /** The labels of one reference's fields. */
  fields: { name: string; phoneNumber: string; relationship: string };
  /** Names the list of references given so far. */
  list: string;
  add: string;
  empty: string;
  required: boolean;
}

export type Question =
  | ConfirmQuestion
  | ChoicesQuestion
  | AvailabilityQuestion
  | YesNoQuestion
  | YesNoDetailsQuestion
  | TextQuestion
  | ReferencesQuestion;

export type QuestionKind = Question['kind'];

export interface QuestionnaireStep {
  /** The step's heading. */
  title: string;
  /** A line under the heading on what to answer. */
  help: string;
  /** What the step asks; the final review asks only for the privacy policy. */
  question: Question;
}

const OWN_ENTRIES = 'Add your own';

/** What each availability toggle is called. */
export const AVAILABILITY_LABELS: Readonly<Record<AvailabilitySlot, string>> = {
  weekdays: 'Weekdays',
  weekends: 'Weekends',
  evenings: 'Evenings',
  overnight: 'Overnight',
};

const choices = (
  field: TechnicianListField,
  label: string,
  options: readonly string[],
  extra: Partial<Pick<ChoicesQuestion, 'placeholder' | 'requiredOption'>> = {},
): ChoicesQuestion => ({
  kind: 'choices',
  field,
  label,
  options,
  customLabel: OWN_ENTRIES,
  ...extra,
  required: extra.requiredOption !== undefined,
});

/** Every step of the onboarding, in its order, with the one question it asks. */
export const QUESTIONNAIRE: Readonly<Record<OnboardingStep, QuestionnaireStep>> = {
  ageVerification: {
    title: 'Age Verification',
    help: 'Technicians on Remote Hands Alaska must be adults.',
    question: {
      kind: 'confirm',
      field: 'ageVerified',
      label: 'I confirm that I am at least 18 years old',
      required: true,
    },
  },
  it: {
    title: 'IT Skills',
    help: 'Tick the computer and network work you can do, and add any we missed.',
    question: choices('it', 'IT Skills', IT_SKILLS),
  },
  handyman: {
    title: 'Handyman Skills',
    help: 'Tick the repair and building work you are comfortable with.',
    question: choices('handyman', 'Handyman Skills', HANDYMAN_SKILLS),
  },
  electrical: {
    title: 'Electrical Skills',
    help: 'Tick the power and wiring work you can take on.',
    question: choices('electrical', 'Electrical Skills', ELECTRICAL_SKILLS),
  },
  fieldwork: {
    title: 'Fieldwork Skills',
    help: 'Tick the outdoor and field tasks you can handle.',
    question: choices('fieldwork', 'Fieldwork Skills', FIELDWORK_SKILLS),
  },
  availability: {
    title: 'Availability',
    help: 'Turn on every time of the week you can usually take a job.',
    question: {
      kind: 'availability',
      field: 'availability',
      label: 'Availability',
      slots: AVAILABILITY_LABELS,
      required: false,
    },
  },
  responseTime: {
    title: 'Response Time',
    help: 'How soon can you usually get to a job once you are asked?',
    question: choices('responseTime', 'Response Time', RESPONSE_TIMES, {
      placeholder: 'e.g. 2, 4, 8, 24 hours',
    }),
  },
  fishCamp: {
    title: 'Extended Stays / Fish Camp',
    help: 'Some seasons take technicians away from home; tell us when you may be out of reach.',
    question: {
      kind: 'yesNoDetails',
      field: 'hasFishCamp',
      label: 'Do you go to fish camp or take other extended stays away from home?',
      details: {
        field: 'fishCampResp',
        label: 'When and for how long are you usually away?',
        multiline: true,
      },
      required: false,
    },
  },
  travel: {
    title: 'Travel Capability',
    help: 'Jobs are sometimes in nearby villages.',
    question: {
      kind: 'yesNoDetails',
      field: 'hasTravel',
      label: 'Can you travel to other communities for a job?',
      details: {
        field: 'travelResponse',
        label: 'Which villages or areas can you travel to?',
        multiline: true,
      },
      required: false,
    },
  },
  training: {
    title: 'Training',
    help: 'Tick the training programs you have completed, and add others.',
    question: choices('training', 'Training', TRAINING_PROGRAMS),
  },
  certifications: {
    title: 'Licenses & Certifications',
    help: 'Tick the licenses and certifications you hold, and add others.',
    question: choices('certifications', 'Licenses & Certifications', CERTIFICATIONS),
  },
  toolsTech: {
    title: 'Technology',
    help: 'Tick the devices you have and can bring to a job.',
    question: choices('toolsTech', 'Technology', TECHNICAL_TOOLS, {
      requiredOption: TECHNICAL_TOOLS[0],
    }),
  },
  toolsHandTools: {
    title: 'Hand Tools',
    help: 'Tick the tools you own and can bring to a job.',
    question: choices('toolsHandTools', 'Hand Tools', HAND_TOOLS),
  },
  toolsTransport: {
    title: 'Transportation',
    help: 'Tick the ways you can get yourself and your tools to a job.',
    question: choices('toolsTransport', 'Transportation', TRANSPORTATION_OPTIONS),
  },
  toolsOther: {
    title: 'Other Tools',
    help: 'List any other tools or equipment you can bring, if any.',
    question: {
      kind: 'choices',
      field: 'toolsOther',
      label: 'Other Tools',
      options: [],
      customLabel: 'Your tools and equipment',
      required: false,
    },
  },
  goodFit: {
    title: 'Why You Are a Good Fit',
    help: 'A few sentences about yourself, your community and why you want to help.',
    question: {
      kind: 'text',
      field: 'goodFit',
      label: 'Why are you a good fit for Remote Hands Alaska?',
      rows: 6,
      required: false,
    },
  },
  tribalMember: {
    title: 'Tribal Membership',
    help: 'This is optional background that helps us work with local organizations.',
    question: {
      kind: 'yesNoDetails',
      field: 'isTribalMember',
      label: 'Are you a tribal member?',
      details: { field: 'tribe', label: 'Which tribe?', multiline: false },
      required: false,
    },
  },
  backgroundCheck: {
    title: 'Background Check',
    help: 'Every technician is vetted, and a background check is part of vetting.',
    question: {
      kind: 'confirm',
      field: 'backgroundCheck',
      label: 'I consent to a background check',
      required: false,
    },
  },
  references: {
    title: 'References',
    help: 'Please give at least two people who can speak to your work.',
    question: {
      kind: 'references',
      field: 'references',
      label: 'References',
      fields: { name: 'Name', phoneNumber: 'Phone', relationship: 'Relationship' },
      list: 'Your references',
      add: 'Add Reference',
      empty: 'No references added yet.',
      required: true,
    },
  },
  discord: {
    title: 'Community',
    help: 'Our technicians share tips and news in a Discord community.',
    question: {
      kind: 'yesNo',
      field: 'discord',
      label: 'Will you join our Discord community?',
      required: false,
    },
  },
  finalReview: {
    title: 'Review and Submit',
    help: 'Check your details and answers, then accept the privacy policy to finish.',
    question: {
      kind: 'confirm',
      field: 'policyAccepted',
      label: 'I have read and accept the privacy policy',
      link: { href: '/privacy-policy', label: 'Read the Privacy Policy' },
      required: true,
    },
  },
};

/** The admins' own notes on a technician, asked only on the admin's form. */
export const INTERVIEW_NOTES_QUESTION: TextQuestion = {
  kind: 'text',
  field: 'interviewNotes',
  label: 'Interview notes',
  rows: 6,
  required: false,
};

/** A metadata field a question edits, a yes/no question's details included. */
export type QuestionnaireField = Question['field'] | YesNoDetailsQuestion['details']['field'];

/** What each metadata field is called: its question's label, or its details' label. */
export const QUESTIONNAIRE_FIELD_LABELS: Readonly<Record<QuestionnaireField, string>> =
  Object.fromEntries(
    [
      ...ONBOARDING_STEPS.map((step) => QUESTIONNAIRE[step].question),
      INTERVIEW_NOTES_QUESTION,
    ].flatMap((question): [string, string][] =>
      question.kind === 'yesNoDetails'
        ? [
            [question.field, question.label],
            [question.details.field, question.details.label],
          ]
        : [[question.field, question.label]],
    ),
  ) as Record<QuestionnaireField, string>;

/**
 * How the Profile page groups the steps: one section per spec heading, each a title and the
 * steps whose questions it holds.
 */
export const PROFILE_SECTIONS: readonly { title: string; steps: readonly OnboardingStep[] }[] = [
  { title: 'Why are you a good fit?', steps: ['goodFit'] },
  { title: 'Skills', steps: ['handyman', 'it', 'electrical', 'fieldwork'] },
  { title: 'Certifications', steps: ['certifications'] },
  { title: 'Training', steps: ['training'] },
  { title: 'Availability', steps: ['availability'] },
  { title: 'Response Time', steps: ['responseTime'] },
  { title: 'Extended Stays/Fish Camp', steps: ['fishCamp'] },
  { title: 'Travel Capability', steps: ['travel'] },
  { title: 'Tribal Membership', steps: ['tribalMember'] },
  { title: 'Tools', steps: ['toolsTech', 'toolsHandTools', 'toolsTransport', 'toolsOther'] },
  { title: 'Background Check', steps: ['backgroundCheck'] },
  { title: 'Discord', steps: ['discord'] },
  { title: 'Age Verification', steps: ['ageVerification'] },
  { title: 'Policy Acceptance', steps: ['finalReview'] },
  { title: 'References', steps: ['references'] },
];
