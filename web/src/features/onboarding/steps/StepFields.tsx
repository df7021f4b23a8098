import type { User } from '@rha/contracts';
import type { QuestionnaireStep } from '@rha/contracts/questionnaire';
import { QuestionField } from '../../questionnaire/QuestionField';
import type { ReferenceEntry } from '../references';
import { FinalReviewStep } from './FinalReviewStep';
import { ReferencesStep } from './ReferencesStep';
import type { StepFieldsProps } from './stepFieldsProps';

export interface StepFieldsSwitchProps extends StepFieldsProps {
  definition: QuestionnaireStep;
  isLast: boolean;
  referenceEntry: ReferenceEntry;
  onReferenceEntryChange: (entry: ReferenceEntry) => void;
  user: User | null | undefined;
}

/**
 * The controls of the current step: the questionnaire's own for its question, except where the
 * onboarding asks in its own way (a reference added one at a time, the review before the policy).
 */
export function StepFields({
  definition,
  isLast,
  referenceEntry,
  onReferenceEntryChange,
  user,
  ...props
}: StepFieldsSwitchProps) {
  const { question } = definition;
  if (question.kind === 'references') {
    return (
      <ReferencesStep
        {...props}
        question={question}
        entry={referenceEntry}
        onEntryChange={onReferenceEntryChange}
      />
    );
  }
  const field = (
    <QuestionField
      question={question}
      values={props.answers}
      onChange={props.onChange}
      errorOf={(name) => props.errors[name as keyof typeof props.errors]}
      labelledBy={props.headingId}
    />
  );
  return isLast ? <FinalReviewStep answers={props.answers} user={user} policy={field} /> : field;
}
