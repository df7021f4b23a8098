import type { FieldError } from '@rha/contracts';
import { Button, Card, Grid, Stack, TextField } from '@rha/design-system';
import { useRef, useState } from 'react';
import type { TechnicianReference } from '../../api/bffTypes';
import { errorFor } from './profileDraft';

export interface ReferencesFieldProps {
  value: readonly TechnicianReference[];
  onChange(references: TechnicianReference[]): void;
  errors: readonly FieldError[];
}

/**
 * The technician's references: each one's name and phone editable in place, removable, and a new
 * one added once both its name and phone are filled in. Relationship and id ride along untouched.
 */
export function ReferencesField({ value, onChange, errors }: ReferencesFieldProps) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const newNameRef = useRef<HTMLInputElement>(null);
  const canAdd = Boolean(name.trim() && phone.trim());

  const change = (index: number, changes: Partial<TechnicianReference>) =>
    onChange(
      value.map((reference, at) => (at === index ? { ...reference, ...changes } : reference)),
    );

  const add = () => {
    if (!canAdd) return;
    onChange([...value, { id: crypto.randomUUID(), name: name.trim(), phoneNumber: phone.trim() }]);
    setName('');
    setPhone('');
    newNameRef.current?.focus();
  };

  const remove = (index: number) => {
    onChange(value.filter((_reference, at) => at !== index));
    // The pressed button leaves with its reference; focus goes to the new reference's name.
    newNameRef.current?.focus();
  };

  return (
    <Stack gap={4}>
      {value.length === 0 && <p>No references added yet.</p>}
      {value.length > 0 && (
        <Stack as="ul" gap={3} aria-label="Your references">
          {value.map((reference, index) => {
            const position = `Reference ${index + 1}`;
            return (
              <Card as="li" variant="muted" key={reference.id} aria-label={position}>
                <Stack gap={3}>
                  <Grid columns={2} gap={3}>
                    <TextField
                      label={`${position} name`}
                      value={reference.name}
                      autoComplete="off"
                      error={errorFor(errors, `references.${index}.name`)}
                      onChange={(event) => change(index, { name: event.target.value })}
                    />
                    <TextField
                      label={`${position} phone`}
                      type="tel"
                      value={reference.phoneNumber}
                      autoComplete="off"
                      error={errorFor(errors, `references.${index}.phoneNumber`)}
                      onChange={(event) => change(index, { phoneNumber: event.target.value })}
                    />
                  </Grid>
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
      <Grid columns={2} gap={3}>
        <TextField
          ref={newNameRef}
          label="Reference name"
          value={name}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Reference phone"
          type="tel"
          value={phone}
          autoComplete="off"
          onChange={(event) => setPhone(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the reference here rather than saving the whole profile.
            event.preventDefault();
            add();
          }}
        />
      </Grid>
      <Stack direction="row">
        <Button variant="secondary" disabled={!canAdd} onClick={add}>
          Add Reference
        </Button>
      </Stack>
    </Stack>
  );
}
