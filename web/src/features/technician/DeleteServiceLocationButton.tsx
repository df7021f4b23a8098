import { Button, Dialog, DialogClose, Stack, useToast } from '@rha/design-system';
import { useState } from 'react';
import { useDeleteTechnicianLocation } from '../../api/technicianLocation';
import { DELETE_LOCATION_QUESTION, LOCATION_DELETE_FAILED, LOCATION_DELETED } from './notices';

/** Deletes the service location once the technician has confirmed it. */
export function DeleteServiceLocationButton({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const deleteLocation = useDeleteTechnicianLocation();
  const { toast } = useToast();

  // Awaited rather than through mutate's callbacks: the card (and this button) leaves the page as
  // soon as the location is gone, and mutate skips the callbacks of an unmounted caller.
  const confirm = async () => {
    try {
      await deleteLocation.mutateAsync();
      setOpen(false);
      toast(LOCATION_DELETED);
    } catch {
      toast(LOCATION_DELETE_FAILED);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      title="Delete location"
      description={DELETE_LOCATION_QUESTION}
      trigger={<Button variant="ghost">Delete</Button>}
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
