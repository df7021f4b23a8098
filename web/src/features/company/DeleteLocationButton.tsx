import { Button, Dialog, DialogClose, Stack, useToast } from '@rha/design-system';
import { useState } from 'react';
import { useDeleteLocation } from '../../api/locations';
import { failureMessage } from '../../api/requestError';
import { DELETE_LOCATION_QUESTION, locationChangeFailed } from './notices';

/** Deletes a location, but only once the person has confirmed it. */
export function DeleteLocationButton({ id, label }: { id: string; label: string }) {
  const [open, setOpen] = useState(false);
  const deleteLocation = useDeleteLocation();
  const { toast } = useToast();

  // Awaited here rather than through mutate's callbacks: the row (and this button) leaves the page
  // as soon as the list reloads without it, and mutate skips the callbacks of an unmounted caller.
  const confirm = async () => {
    try {
      await deleteLocation.mutateAsync(id);
      setOpen(false);
      toast({ title: 'Location deleted', description: label });
    } catch (error) {
      toast(locationChangeFailed('delete', failureMessage(error)));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Delete location"
      description={DELETE_LOCATION_QUESTION}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${label}`}>
          Delete
        </Button>
      }
      footer={
        <Stack direction="row" gap={3} justify="end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={deleteLocation.isPending}
            onClick={() => void confirm()}
          >
            Delete
          </Button>
        </Stack>
      }
    >
      <p>{label}</p>
    </Dialog>
  );
}
