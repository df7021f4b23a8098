import { Button, FormAlert, Stack } from '@rha/design-system';
import type { FormEvent, ReactNode } from 'react';

export interface InlineFormProps {
  /** The form's name, and the button that opens it. */
  label: string;
  open: boolean;
  onOpen(): void;
  /** Closes the form; what was typed is the caller's to clear. */
  onCancel(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** Why the server refused, under `refusalTitle`; nothing while there is no refusal. */
  refusal?: string | undefined;
  refusalTitle: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A small form that opens in place from a button, for what is done on the page it concerns (a
 * cost or more hours logged on site): its fields, the action and a way back.
 */
export function InlineForm({
  label,
  open,
  onOpen,
  onCancel,
  onSubmit,
  submitLabel,
  submittingLabel,
  submitting,
  refusal,
  refusalTitle,
  children,
}: InlineFormProps) {
  if (!open) {
    return (
      <Stack direction="row">
        <Button variant="secondary" onClick={onOpen}>
          {label}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <Stack gap={4}>
        {children}
        {refusal && <FormAlert title={refusalTitle}>{refusal}</FormAlert>}
        <Stack direction="row" gap={3} wrap>
          <Button type="submit" loading={submitting} loadingLabel={submittingLabel}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
