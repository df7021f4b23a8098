import { Button, useToast } from '@rha/design-system';
import { useDeleteLocation } from '../../api/locations';
import { failureMessage } from '../../api/requestError';
import { DeleteLocationDialog } from '../shared/DeleteLocationDialog';
import { locationChangeFailed } from './notices';

/** Deletes a location, but only once the person has confirmed it. */
export function DeleteLocationButton({ id, label }: { id: string; label: string }) {
  const deleteLocation = useDeleteLocation();
  const { toast } = useToast();
  return (
    <DeleteLocationDialog
      label={label}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${label}`}>
          Delete
        </Button>
      }
      pending={deleteLocation.isPending}
      remove={() => deleteLocation.mutateAsync(id)}
      onDeleted={() => toast({ title: 'Location deleted', description: label })}
      onFailed={(error) => toast(locationChangeFailed('delete', failureMessage(error)))}
    />
  );
}
