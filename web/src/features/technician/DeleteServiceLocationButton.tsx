import { Button, useToast } from '@rha/design-system';
import { useDeleteTechnicianLocation } from '../../api/technicianLocation';
import { DeleteLocationDialog } from '../shared/DeleteLocationDialog';
import { LOCATION_DELETE_FAILED, LOCATION_DELETED } from './notices';

/** Deletes the service location once the technician has confirmed it. */
export function DeleteServiceLocationButton({ label }: { label: string }) {
  const deleteLocation = useDeleteTechnicianLocation();
  const { toast } = useToast();
  return (
    <DeleteLocationDialog
      label={label}
      trigger={<Button variant="ghost">Delete</Button>}
      pending={deleteLocation.isPending}
      remove={() => deleteLocation.mutateAsync()}
      onDeleted={() => toast(LOCATION_DELETED)}
      onFailed={() => toast(LOCATION_DELETE_FAILED)}
    />
  );
}
