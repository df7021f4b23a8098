import type { Question } from '@rha/contracts/questionnaire';
import { Checkbox, Link, RadioGroup, Stack, TextArea } from '@rha/design-system';
import { AvailabilityField } from './AvailabilityField';
import { ChoicesField } from './ChoicesField';
import type { QuestionFieldProps } from './questionFieldProps';
import { ReferencesField } from './ReferencesField';
import { YesNoDetailsField } from './YesNoDetailsField';

export interface QuestionFieldSwitchProps extends QuestionFieldProps {
  question: Question;
  /** Whether a reference's relationship is edited too; otherwise it rides along untouched. */
  referencesWithRelationship?: boolean;
}

/** The controls of one question of the technician questionnaire, by the kind of question it is. */
export function QuestionField({
  question,
  referencesWithRelationship = false,
  ...props
}: QuestionFieldSwitchProps) {
  const { values, onChange, errorOf } = props;
  switch (question.kind) {
    case 'confirm':
      return (
        <Stack gap={2}>
          <Checkbox
            label={question.label}
            checked={values[question.field]}
            onCheckedChange={(checked) => onChange({ [question.field]: checked })}
            error={errorOf(question.field)}
          />
          {question.link && (
            <p>
              <Link href={question.link.href} external>
                {question.link.label}
              </Link>
            </p>
          )}
        </Stack>
      );
    case 'choices':
      return <ChoicesField {...props} question={question} />;
    case 'availability':
      return <AvailabilityField {...props} question={question} />;
    case 'yesNo':
      return (
        <RadioGroup
          label={question.label}
          value={values[question.field] ? 'yes' : 'no'}
          onValueChange={(value) => onChange({ [question.field]: value === 'yes' })}
          error={errorOf(question.field)}
        />
      );
    case 'yesNoDetails':
      return <YesNoDetailsField {...props} question={question} />;
    case 'text':
      return (
        <TextArea
          label={question.label}
          rows={question.rows}
          value={values[question.field] ?? ''}
          onChange={(event) => onChange({ [question.field]: event.target.value })}
          error={errorOf(question.field)}
        />
      );
    case 'references':
      return (
        <ReferencesField
          question={question}
          value={values.references}
          onChange={(references) => onChange({ references })}
          errorOf={errorOf}
          withRelationship={referencesWithRelationship}
        />
      );
  }
}
