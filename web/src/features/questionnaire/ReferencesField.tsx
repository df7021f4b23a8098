import type { ReferencesQuestion } from '@rha/contracts/questionnaire';
import { Button, Card, Grid, Stack, TextField } from '@rha/design-system';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { TechnicianReference } from '../../api/bffTypes';
import type { QuestionFieldProps } from './questionFieldProps';

type ReferenceField = keyof ReferencesQuestion['fields'];

export interface ReferencesFieldProps {
  question: ReferencesQuestion;
  value: readonly TechnicianReference[];
  onChange(references: TechnicianReference[]): void;
  errorOf: QuestionFieldProps['errorOf'];
  /** Whether the relationship is edited too; otherwise it rides along untouched. */
  withRelationship?: boolean;
}

interface ReferenceInputsProps {
  fields: readonly ReferenceField[];
  /** Each field's label, as the questionnaire words it. */
  words: ReferencesQuestion['fields'];
  /** Begins each field's label, e.g. 'Reference 2'. */
  label: string;
  values: Partial<Record<ReferenceField, string>>;
  onChange(field: ReferenceField, value: string): void;
  errorOf?(field: ReferenceField): string | undefined;
  nameRef?: Ref<HTMLInputElement>;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

/** One reference's fields side by side: a stored one's, or the one being added. */
function ReferenceInputs({
  fields,
  words,
  label,
  values,
  onChange,
  errorOf,
  nameRef,
  onKeyDown,
}: ReferenceInputsProps) {
  return (
    <Grid columns={fields.length === 3 ? 3 : 2} gap={3}>
      {fields.map((field) => (
        <TextField
          key={field}
          ref={field === 'name' ? nameRef : undefined}
          label={`${label} ${words[field].toLowerCase()}`}
          type={field === 'phoneNumber' ? 'tel' : 'text'}
          value={values[field] ?? ''}
          autoComplete="off"
          aria-required="true"
          error={errorOf?.(field)}
          onChange={(event) => onChange(field, event.target.value)}
          onKeyDown={onKeyDown}
        />
      ))}
    </Grid>
  );
}

/** Begins the labels of the reference being added: 'New reference name'. */
const NEW_REFERENCE = 'New reference';

const NO_DRAFT: Record<ReferenceField, string> = { name: '', relationship: '', phoneNumber: '' };

/**
 * A technician's references: each one editable in place and removable, and a new one added once
 * both its name and phone are filled in. Fields that are not edited ride along untouched.
 */
export function ReferencesField({
  question,
  value,
  onChange,
  errorOf,
  withRelationship = false,
}: ReferencesFieldProps) {
  const fields: readonly ReferenceField[] = withRelationship
    ? ['name', 'relationship', 'phoneNumber']
    : ['name', 'phoneNumber'];
  const [draft, setDraft] = useState(NO_DRAFT);
  const newNameRef = useRef<HTMLInputElement>(null);
  const canAdd = Boolean(draft.name.trim() && draft.phoneNumber.trim());

  const change = (index: number, changes: Partial<TechnicianReference>) =>
    onChange(
      value.map((reference, at) => (at === index ? { ...reference, ...changes } : reference)),
    );

  const add = () => {
    if (!canAdd) return;
    // A stored reference always has a relationship, empty when the form does not ask for it.
    const added = {
      id: crypto.randomUUID(),
      name: draft.name.trim(),
      phoneNumber: draft.phoneNumber.trim(),
      relationship: withRelationship ? draft.relationship.trim() : '',
    };
    onChange([...value, added]);
    setDraft(NO_DRAFT);
    newNameRef.current?.focus();
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter in the new reference adds it rather than saving the whole form.
    event.preventDefault();
    add();
  };

  const remove = (index: number) => {
    onChange(value.filter((_reference, at) => at !== index));
    // The pressed button leaves with its reference; focus goes to the new reference's name.
    newNameRef.current?.focus();
  };

  return (
    <Stack gap={4}>
      {value.length === 0 && <p>{question.empty}</p>}
      {value.length > 0 && (
        <Stack as="ul" gap={3} aria-label={question.list}>
          {value.map((reference, index) => {
            const position = `Reference ${index + 1}`;
            return (
              <Card as="li" variant="muted" key={reference.id} aria-label={position}>
                <Stack gap={3}>
                  <ReferenceInputs
                    fields={fields}
                    words={question.fields}
                    label={position}
                    values={reference}
                    onChange={(field, text) => change(index, { [field]: text })}
                    errorOf={(field) => errorOf(`references.${index}.${field}`)}
                  />
                  <Stack direction="row" justify="end">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${position.toLowerCase()}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </Button>
                  </Stack>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}
      <ReferenceInputs
        fields={fields}
        words={question.fields}
        label={NEW_REFERENCE}
        values={draft}
        onChange={(field, text) => setDraft((current) => ({ ...current, [field]: text }))}
        nameRef={newNameRef}
        onKeyDown={addOnEnter}
      />
      <Stack direction="row">
        <Button variant="secondary" disabled={!canAdd} onClick={add}>
          {question.add}
        </Button>
      </Stack>
    </Stack>
  );
}
