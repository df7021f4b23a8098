import { Button, Checkbox, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/requestError';
import { useCheckIn } from '../../../api/technicianJobs';
import { ActionDialog } from '../../shared/ActionDialog';
import { useActionDialog } from '../../shared/useActionDialog';
import { currentLocation, LOCATION_UNAVAILABLE } from './deviceLocation';
import { CHECKED_IN } from './notices';

/**
 * The technician is on site. The time is the device's when they confirm; the place goes along only
 * when they tick to share it, and is read from the device only then.
 */
export function CheckInDialog({ requestId, ticket }: { requestId: string; ticket: string }) {
  const checkIn = useCheckIn(requestId);
  const { toast } = useToast();
  const [shareLocation, setShareLocation] = useState(false);
  const [locating, setLocating] = useState(false);
  const dialog = useActionDialog(() => setShareLocation(false));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const capturedAt = new Date().toISOString();
    dialog.setRefusal(undefined);
    let location = null;
    if (shareLocation) {
      setLocating(true);
      try {
        location = await currentLocation();
      } catch {
        dialog.setRefusal(LOCATION_UNAVAILABLE);
        return;
      } finally {
        setLocating(false);
      }
    }
    try {
      await checkIn.mutateAsync({ capturedAt, location });
      dialog.onOpenChange(false);
      toast(CHECKED_IN);
    } catch (error) {
      dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
    }
  };

  return (
    <ActionDialog
      title="Check in"
      description={`Ticket ${ticket}: tell the company you are on site.`}
      trigger={<Button>Check in</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Check in"
      submittingLabel="Checking in..."
      submitting={locating || checkIn.isPending}
      refusal={dialog.refusal}
      refusalTitle="You were not checked in"
    >
      <Checkbox
        label="Share my location"
        hint="Only the company and our support team see it."
        checked={shareLocation}
        onCheckedChange={setShareLocation}
      />
    </ActionDialog>
  );
}
