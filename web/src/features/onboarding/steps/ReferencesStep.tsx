import type { ReferencesQuestion } from '@rha/contracts/questionnaire';
import { Button, FieldError, Stack, TextField, vars } from '@rha/design-system';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { formatReferencePhone } from '../referencePhone';
import {
  addReference,
  canRemoveReference,
  EMPTY_REFERENCE_ENTRY,
  isCompleteEntry,
  removeReference,
  type ReferenceEntry,
} from '../references';
import type { StepFieldsProps } from './stepFieldsProps';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Who = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const SubHeading = styled.h3`
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
`;

const Note = styled.p`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: ${vars.space[4]};
`;

export interface ReferencesStepProps extends StepFieldsProps {
  question: ReferencesQuestion;
  /** The reference being typed in, kept by the questionnaire so a reload does not lose it. */
  entry: ReferenceEntry;
  onEntryChange: (entry: ReferenceEntry) => void;
}

/** The technician's references: the list so far and a form to add one more. */
export function ReferencesStep({
  question,
  answers,
  onChange,
  errors,
  entry,
  onEntryChange,
}: ReferencesStepProps) {
  const listHeadingId = useId();
  const formHeadingId = useId();
  const errorId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const { references } = answers;
  const removable = canRemoveReference(references);

  const add = () => {
    if (!isCompleteEntry(entry)) return;
    onChange({ references: addReference(references, entry) });
    onEntryChange(EMPTY_REFERENCE_ENTRY);
    nameInput.current?.focus();
  };

  const remove = (position: number) => {
    onChange({ references: removeReference(references, position) });
    // The pressed button leaves with its reference; the list heading keeps the place.
    listHeading.current?.focus();
  };

  return (
    <Stack gap={6}>
      <Stack gap={3}>
        <SubHeading id={listHeadingId} ref={listHeading} tabIndex={-1}>
          {question.list}
        </SubHeading>
        {references.length === 0 ? (
          <Note>{question.empty}</Note>
        ) : (
          <List
            aria-labelledby={listHeadingId}
            {...(errors.references ? { 'aria-describedby': errorId } : {})}
          >
            {references.map((reference, position) => (
              <Item key={reference.id}>
                <Who>
                  <strong>{reference.name}</strong>
                  {reference.relationship && <Muted>{reference.relationship}</Muted>}
                  <Muted>{reference.phoneNumber}</Muted>
                </Who>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!removable}
                  aria-label={`Remove ${reference.name}`}
                  onClick={() => remove(position)}
                >
                  Remove
                </Button>
              </Item>
            ))}
          </List>
        )}
        {references.length === 1 && <Note>Your only reference stays until you add another.</Note>}
        <FieldError id={errorId}>{errors.references}</FieldError>
      </Stack>
      <Stack gap={4} role="group" aria-labelledby={formHeadingId}>
        <SubHeading id={formHeadingId}>Add a reference</SubHeading>
        <Note>Fields marked * are required.</Note>
        <Fields>
          <TextField
            ref={nameInput}
            label={question.fields.name}
            aria-required="true"
            autoComplete="off"
            value={entry.name}
            onChange={(event) => onEntryChange({ ...entry, name: event.target.value })}
          />
          <TextField
            label={question.fields.phoneNumber}
            aria-required="true"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            placeholder="(907) 555-0100"
            value={entry.phoneNumber}
            onChange={(event) =>
              onEntryChange({ ...entry, phoneNumber: formatReferencePhone(event.target.value) })
            }
          />
          <TextField
            label={question.fields.relationship}
            aria-required="true"
            autoComplete="off"
            placeholder="e.g. former supervisor"
            value={entry.relationship}
            onChange={(event) => onEntryChange({ ...entry, relationship: event.target.value })}
          />
        </Fields>
        <div>
          <Button variant="secondary" disabled={!isCompleteEntry(entry)} onClick={add}>
            {question.add}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}
