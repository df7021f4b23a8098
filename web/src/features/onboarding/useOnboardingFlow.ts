import { ONBOARDING_STEPS, onboardingProgressPercent } from '@rha/contracts/reference';
import { useToast } from '@rha/design-system';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TechnicianMetadata } from '../../api/bffTypes';
import { RequestError } from '../../api/requestError';
import { useSaveTechnicianMetadata } from '../../api/technicianMetadata';
import {
  answersFromMetadata,
  stepFields,
  stepSave,
  type AnswerField,
  type OnboardingAnswers,
} from './onboardingAnswers';
import {
  clearDraft,
  EMPTY_DRAFT,
  forgetDraftFields,
  readDraft,
  writeDraft,
  type OnboardingDraft,
} from './onboardingDraft';
import { MissingUserIdError, PROGRESS_SAVED, saveFailed, saveFailureMessage } from './notices';
import {
  addReference,
  EMPTY_REFERENCE_ENTRY,
  isCompleteEntry,
  type ReferenceEntry,
} from './references';
import type { AnswerErrors } from './steps/stepFieldsProps';
import { stepProblems } from './stepValidation';

/** Why the last save did not go through. */
export interface SaveFailure {
  message: string;
  /**
   * Whether sending it again may work: the link dropped or the server failed. A refusal of the
   * answers or a missing owner would only be refused again.
   */
  retryable: boolean;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof MissingUserIdError) return false;
  return !(error instanceof RequestError) || error.status >= 500;
}

/** A refused save's field messages by answer field (`references.0.name` belongs to references). */
function answerErrors(error: unknown): AnswerErrors {
  if (!(error instanceof RequestError)) return {};
  const errors: AnswerErrors = {};
  for (const { field, message } of error.fieldErrors) {
    const answer = field.split('.')[0] as AnswerField;
    errors[answer] ??= message;
  }
  return errors;
}

/**
 * The questionnaire's state: which step is open and every answer. It opens at the server's first
 * unfinished step with the saved answers, overlaid with what was typed on this device and not yet
 * saved. Each change is kept on the device at once; Continue saves the step and only then forgets
 * that step's draft, so a dropped link never loses an answer.
 */
export function useOnboardingFlow({
  metadata,
  subject,
}: {
  metadata: TechnicianMetadata;
  /** The signed-in technician's subject; the owner of every save and of the draft. */
  subject: string | undefined;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const saveStep = useSaveTechnicianMetadata();
  const draft = useRef<OnboardingDraft>(EMPTY_DRAFT);
  const [start] = useState(() => {
    draft.current = subject ? readDraft(subject) : EMPTY_DRAFT;
    return {
      index: Math.max(ONBOARDING_STEPS.indexOf(metadata.onboarding.currentStep), 0),
      answers: { ...answersFromMetadata(metadata), ...draft.current.answers },
      referenceEntry: draft.current.referenceEntry,
    };
  });
  const [index, setIndex] = useState(start.index);
  const [answers, setAnswers] = useState<OnboardingAnswers>(start.answers);
  const [referenceEntry, setReferenceEntry] = useState<ReferenceEntry>(start.referenceEntry);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  // Shown under their fields: the step's own rules before a save, or the server's refusal of it.
  const [fieldErrors, setFieldErrors] = useState<AnswerErrors>({});
  // Counts the Continues stopped by the step's own rules, so each one moves focus to the first.
  const [refusals, setRefusals] = useState(0);
  const [saving, setSaving] = useState(false);
  // A second press before React re-renders the disabled button must not send the step again.
  const inFlight = useRef(false);

  const step = ONBOARDING_STEPS[index] ?? 'ageVerification';

  const keepDraft = (next: OnboardingDraft) => {
    draft.current = next;
    if (subject) writeDraft(subject, next);
  };

  const change = (patch: Partial<OnboardingAnswers>) => {
    setAnswers((current) => ({ ...current, ...patch }));
    // An answer changed is an answer to check again on Continue, not one still wrong.
    setFieldErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as AnswerField[]) delete next[field];
      return next;
    });
    keepDraft({ ...draft.current, answers: { ...draft.current.answers, ...patch } });
  };

  const changeReferenceEntry = (entry: ReferenceEntry) => {
    setReferenceEntry(entry);
    keepDraft({ ...draft.current, referenceEntry: entry });
  };

  /**
   * A reference typed in full but not added yet is added on Continue rather than dropped: the
   * technician plainly meant it.
   */
  const answersToSave = (): OnboardingAnswers => {
    if (step !== 'references' || !isCompleteEntry(referenceEntry)) return answers;
    const withEntry = { ...answers, references: addReference(answers.references, referenceEntry) };
    change({ references: withEntry.references });
    changeReferenceEntry(EMPTY_REFERENCE_ENTRY);
    return withEntry;
  };

  const continueStep = async () => {
    if (inFlight.current) return;
    const toSave = answersToSave();
    const problems = stepProblems(step, toSave);
    if (problems) {
      setFailure(null);
      setFieldErrors(problems);
      setRefusals((count) => count + 1);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    try {
      if (!subject) throw new MissingUserIdError();
      await saveStep.mutateAsync({ body: stepSave(step, toSave, subject) });
      draft.current = forgetDraftFields(subject, stepFields(step), draft.current);
      setFailure(null);
      setFieldErrors({});
      toast(PROGRESS_SAVED);
      if (step === 'finalReview') {
        clearDraft(subject);
        navigate('/dashboard');
        return;
      }
      setIndex(index + 1);
    } catch (error) {
      setFailure({ message: saveFailureMessage(error), retryable: isRetryable(error) });
      setFieldErrors(answerErrors(error));
      toast(saveFailed(error));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const back = () => {
    if (index === 0 || inFlight.current) return;
    setFailure(null);
    setFieldErrors({});
    setIndex(index - 1);
  };

  return {
    step,
    /** 1-based, as the counter shows it. */
    number: index + 1,
    total: ONBOARDING_STEPS.length,
    percent: onboardingProgressPercent(index),
    isFirst: index === 0,
    isLast: step === 'finalReview',
    answers,
    change,
    referenceEntry,
    changeReferenceEntry,
    failure,
    fieldErrors,
    refusals,
    saving,
    continueStep,
    back,
  };
}
