import type { User } from '@rha/contracts';
import type { ReferenceEntry } from '../references';
import type { StepContent } from '../onboardingSteps';
import { AvailabilityStep } from './AvailabilityStep';
import { ChoicesStep } from './ChoicesStep';
import { ConfirmStep } from './ConfirmStep';
import { FinalReviewStep } from './FinalReviewStep';
import { ReferencesStep } from './ReferencesStep';
import type { StepFieldsProps } from './stepFieldsProps';
import { TextStep } from './TextStep';
import { YesNoDetailsStep } from './YesNoDetailsStep';
import { YesNoStep } from './YesNoStep';

export interface StepFieldsSwitchProps extends StepFieldsProps {
  content: StepContent;
  referenceEntry: ReferenceEntry;
  onReferenceEntryChange: (entry: ReferenceEntry) => void;
  user: User | null | undefined;
}

/** The controls of the current step, by the kind of question it asks. */
export function StepFields({
  content,
  referenceEntry,
  onReferenceEntryChange,
  user,
  ...props
}: StepFieldsSwitchProps) {
  switch (content.kind) {
    case 'confirm':
      return <ConfirmStep {...props} field={content.field} label={content.label} />;
    case 'choices':
      return (
        <ChoicesStep
          {...props}
          field={content.field}
          options={content.options}
          custom={content.custom}
        />
      );
    case 'availability':
      return <AvailabilityStep {...props} />;
    case 'yesNoDetails':
      return (
        <YesNoDetailsStep
          {...props}
          flag={content.flag}
          details={content.details}
          question={content.question}
          detailsLabel={content.detailsLabel}
          detailsKind={content.detailsKind}
        />
      );
    case 'text':
      return <TextStep {...props} field={content.field} label={content.label} />;
    case 'yesNo':
      return <YesNoStep {...props} field={content.field} question={content.question} />;
    case 'references':
      return (
        <ReferencesStep {...props} entry={referenceEntry} onEntryChange={onReferenceEntryChange} />
      );
    case 'review':
      return <FinalReviewStep {...props} user={user} />;
  }
}
