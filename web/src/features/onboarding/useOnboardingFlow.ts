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

/** Why the last Continue did not go through. */
export interface SaveFailure {
  message: string;
  fieldErrors: AnswerErrors;
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
    inFlight.current = true;
    setSaving(true);
    try {
      const toSave = answersToSave();
      if (!subject) throw new MissingUserIdError();
      await saveStep.mutateAsync({ body: stepSave(step, toSave, subject) });
      draft.current = forgetDraftFields(subject, stepFields(step), draft.current);
      setFailure(null);
      toast(PROGRESS_SAVED);
      if (step === 'finalReview') {
        clearDraft(subject);
        navigate('/dashboard');
        return;
      }
      setIndex(index + 1);
    } catch (error) {
      setFailure({ message: saveFailureMessage(error), fieldErrors: answerErrors(error) });
      toast(saveFailed(error));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const back = () => {
    if (index === 0 || inFlight.current) return;
    setFailure(null);
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
    saving,
    continueStep,
    back,
  };
}
