import {
  Button,
  Dialog,
  DialogClose,
  FormAlert,
  Stack,
  type ButtonVariant,
} from '@rha/design-system';
import type { FormEventHandler, ReactNode } from 'react';

export interface ActionDialogProps {
  /** The dialog's heading, which also names it and its form. */
  title: string;
  description: ReactNode;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  submitVariant?: ButtonVariant;
  /** Why the server refused, under `refusalTitle`; nothing while there is no refusal. */
  refusal?: string | undefined;
  refusalTitle: string;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog holding one small form: its fields, a way back, and the action it confirms. */
export function ActionDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  onSubmit,
  submitLabel,
  submittingLabel,
  submitting,
  submitVariant = 'primary',
  refusal,
  refusalTitle,
  children,
}: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      trigger={trigger}
    >
      <form noValidate aria-label={title} onSubmit={onSubmit}>
        <Stack gap={4}>
          {refusal && <FormAlert title={refusalTitle}>{refusal}</FormAlert>}
          {children}
          <Stack direction="row" gap={3} justify="end" wrap>
            <DialogClose asChild>
              <Button variant="secondary">Back</Button>
            </DialogClose>
            <Button
              type="submit"
              variant={submitVariant}
              loading={submitting}
              loadingLabel={submittingLabel}
            >
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
