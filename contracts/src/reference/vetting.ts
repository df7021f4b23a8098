/**
 * Where a technician stands in vetting. `onboarding` until the questionnaire is completed, then the
 * admins move them on; only `approved` technicians may be offered work.
 */
export const VETTING_STATUSES = [
  'onboarding',
  'applied',
  'interview',
  'background_check',
  'approved',
  'rejected',
  'suspended',
] as const;

export type VettingStatus = (typeof VETTING_STATUSES)[number];

export const VETTING_STATUS_LABELS: Record<VettingStatus, string> = {
  onboarding: 'Onboarding',
  applied: 'Applied',
  interview: 'Interview',
  background_check: 'Background check',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/**
 * The moves an admin may make from each status. Rejection is open from every status but itself;
 * a suspension is only of an approved technician, and lifting it approves them again.
 */
export const VETTING_TRANSITIONS: Record<VettingStatus, readonly VettingStatus[]> = {
  onboarding: ['rejected'],
  applied: ['interview', 'rejected'],
  interview: ['background_check', 'rejected'],
  background_check: ['approved', 'rejected'],
  approved: ['suspended', 'rejected'],
  suspended: ['approved', 'rejected'],
  rejected: [],
};

/** The admin's button for moving a technician to each status. */
export const VETTING_ACTION_LABELS: Record<VettingStatus, string> = {
  onboarding: 'Back to onboarding',
  applied: 'Mark as applied',
  interview: 'Move to Interview',
  background_check: 'Move to Background check',
  approved: 'Approve',
  rejected: 'Reject',
  suspended: 'Suspend',
};

export function canMoveVetting(from: VettingStatus, to: VettingStatus): boolean {
  return VETTING_TRANSITIONS[from].includes(to);
}

/** What a technician reads of their own status on the dashboard, and what happens next. */
export const VETTING_STATUS_FOR_TECHNICIAN: Record<VettingStatus, { title: string; next: string }> =
  {
    onboarding: {
      title: 'Application in progress',
      next: 'Finish the onboarding questionnaire to send your application.',
    },
    applied: {
      title: 'Application received',
      next: 'Our team reviews your answers and will contact you to schedule an interview.',
    },
    interview: {
      title: 'Interview scheduled',
      next: 'We will reach out by phone or e-mail to hold your interview.',
    },
    background_check: {
      title: 'Background check in progress',
      next: 'Your background check is under way; we will e-mail you when it is done.',
    },
    approved: {
      title: 'Approved',
      next: 'You can now be offered work in and around your community.',
    },
    rejected: {
      title: 'Application not approved',
      next: 'We have e-mailed you the reason. Contact support if you have questions.',
    },
    suspended: {
      title: 'Account suspended',
      next: 'You will not be offered work for now. Contact support to learn more.',
    },
  };

/**
 * What an admin confirms before approving an applicant out of the background check: the steps of
 * the pipeline, each ticked on a checklist and kept with the approval.
 */
export const VETTING_CHECKS = [
  'referencesContacted',
  'backgroundCheckPassed',
  'interviewHeld',
] as const;
export type VettingCheck = (typeof VETTING_CHECKS)[number];

export const VETTING_CHECK_LABELS: Record<VettingCheck, string> = {
  referencesContacted: 'References contacted',
  backgroundCheckPassed: 'Background check passed',
  interviewHeld: 'Interview held',
};

/** The one move the checklist guards: an applicant's approval (lifting a suspension is not). */
export function needsApprovalChecks(from: VettingStatus, to: VettingStatus): boolean {
  return from === 'background_check' && to === 'approved';
}

/**
 * Facts an admin records about a technician, each with when and by whom. The applicant's own
 * answers (consent to a background check, saying yes to Discord) are never one of these.
 */
export const VETTING_FACTS = ['backgroundCheckCompleted', 'discordJoined'] as const;
export type VettingFact = (typeof VETTING_FACTS)[number];

export const VETTING_FACT_LABELS: Record<VettingFact, string> = {
  backgroundCheckCompleted: 'Background check completed',
  discordJoined: 'Joined Discord',
};

/** The admin's buttons recording a fact and clearing it. */
export const VETTING_FACT_ACTION_LABELS: Record<VettingFact, { record: string; clear: string }> = {
  backgroundCheckCompleted: {
    record: 'Record background check',
    clear: 'Clear background check',
  },
  discordJoined: { record: 'Record Discord joined', clear: 'Clear Discord joined' },
};

/** What the admin is asked before recording or clearing a fact. */
export const VETTING_FACT_CONFIRMATIONS: Record<VettingFact, { record: string; clear: string }> = {
  backgroundCheckCompleted: {
    record: 'Record that the background check is completed, with today’s date and your name?',
    clear: 'Clear the recorded background check? It will read as not completed.',
  },
  discordJoined: {
    record: 'Record that the technician has joined Discord, with today’s date and your name?',
    clear: 'Clear the record that the technician joined Discord?',
  },
};

/** What the admin is asked before each vetting move. */
export function vettingMoveConfirmation(from: VettingStatus, to: VettingStatus): string {
  return `Move this technician from ${VETTING_STATUS_LABELS[from]} to ${VETTING_STATUS_LABELS[to]}?`;
}
