import { Button, Dialog, DialogClose, Stack } from '@rha/design-system';
import { useState, type ReactElement } from 'react';

const DELETE_LOCATION_QUESTION = 'Are you sure you want to delete this location?';

export interface DeleteLocationDialogProps {
  /** The location as the person knows it, shown under the question. */
  label: string;
  trigger: ReactElement;
  pending: boolean;
  /** Deletes the location; a rejection keeps the dialog open. */
  remove(): Promise<unknown>;
  onDeleted(): void;
  onFailed(error: unknown): void;
}

/**
 * Asks before a location is deleted. The deletion is awaited here rather than through a
 * mutation's callbacks: the caller (and this dialog) leaves the page as soon as the location is
 * gone, and mutate skips the callbacks of an unmounted caller.
 */
export function DeleteLocationDialog({
  label,
  trigger,
  pending,
  remove,
  onDeleted,
  onFailed,
}: DeleteLocationDialogProps) {
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      await remove();
      setOpen(false);
      onDeleted();
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Delete location"
      description={DELETE_LOCATION_QUESTION}
      trigger={trigger}
      footer={
        <Stack direction="row" gap={3} justify="end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" loading={pending} onClick={() => void confirm()}>
            Delete
          </Button>
        </Stack>
      }
    >
      <p>{label}</p>
    </Dialog>
  );
}
