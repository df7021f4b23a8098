import { Button, type ButtonVariant } from '@rha/design-system';
import type { FormEvent, ReactNode } from 'react';
import { failureMessage } from '../../api/requestError';
import { ActionDialog } from './ActionDialog';
import { useActionDialog } from './useActionDialog';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the admin goes on. */
  question: string;
  /** The label of the button that opens the dialog. */
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  confirmLabel: string;
  variant?: ButtonVariant;
  /**
   * Does the thing; a rejection keeps the dialog open with the server's word. Answering a message
   * instead refuses before anything is sent (e.g. a checklist not ticked).
   */
  confirm(): Promise<unknown> | string;
  pending: boolean;
  refusalTitle: string;
  disabled?: boolean;
  onConfirmed?(): void;
  /** Called when the dialog closes, to reset what it asked for. */
  onClose?(): void;
  /** What the dialog asks for besides the yes (a checklist). */
  children?: ReactNode;
}

/** One consequential action behind a question the admin answers before anything happens. */
export function ConfirmDialog({
  title,
  question,
  triggerLabel,
  triggerVariant = 'secondary',
  confirmLabel,
  variant = 'primary',
  confirm,
  pending,
  refusalTitle,
  disabled = false,
  onConfirmed,
  onClose,
  children,
}: ConfirmDialogProps) {
  const dialog = useActionDialog(() => onClose?.());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.setRefusal(undefined);
    try {
      const outcome = confirm();
      if (typeof outcome === 'string') {
        dialog.setRefusal(outcome);
        return;
      }
      await outcome;
      dialog.onOpenChange(false);
      onConfirmed?.();
    } catch (error) {
      dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
    }
  };

  return (
    <ActionDialog
      title={title}
      description={question}
      trigger={
        <Button variant={triggerVariant} disabled={disabled}>
          {triggerLabel}
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={confirmLabel}
      submittingLabel="Saving..."
      submitting={pending}
      submitVariant={variant}
      refusal={dialog.refusal}
      refusalTitle={refusalTitle}
    >
      {children}
    </ActionDialog>
  );
}
