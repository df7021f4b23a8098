import { zodResolver } from '@hookform/resolvers/zod';
import { directAssignmentSchema, type DirectAssignment } from '@rha/contracts/schemas';
import { Button, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { useAssignRequest, useRefreshDispatchQueue } from '../../../api/dispatch';
import { failureMessage, RequestError } from '../../../api/requestError';
import { ActionDialog } from '../../shared/ActionDialog';
import { EtaField } from '../../shared/EtaField';
import { useActionDialog } from '../../shared/useActionDialog';
import { errorFor } from '../../technician/profileDraft';

export interface AssignDialogProps {
  requestId: string;
  ticket: string;
  technician: { id: string; fullName: string };
}

/**
 * Gives the request to one candidate as if they had accepted it, with the arrival agreed with
 * them; the request then leaves the queue.
 */
export function AssignDialog({ requestId, ticket, technician }: AssignDialogProps) {
  const assign = useAssignRequest(requestId);
  const refreshQueue = useRefreshDispatchQueue();
  const { toast } = useToast();
  const form = useForm<DirectAssignment>({
    resolver: zodResolver(directAssignmentSchema),
    defaultValues: { technicianId: technician.id, eta: '' },
  });
  const { control, handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset());

  const onSubmit = handleSubmit(async (assignment) => {
    dialog.setRefusal(undefined);
    try {
      await assign.mutateAsync(assignment);
      dialog.onOpenChange(false);
      toast({
        title: 'Success',
        description: `Ticket ${ticket} assigned to ${technician.fullName}.`,
      });
    } catch (error) {
      const fieldErrors = error instanceof RequestError ? error.fieldErrors : [];
      const etaError = errorFor(fieldErrors, 'eta');
      if (etaError) {
        setError('eta', { type: 'server', message: etaError });
        return;
      }
      dialog.setRefusal(
        errorFor(fieldErrors, 'technicianId') ?? failureMessage(error) ?? 'Unknown error',
      );
      if (error instanceof RequestError && error.status === 409) void refreshQueue();
    }
  });

  return (
    <ActionDialog
      title={`Assign ${technician.fullName}`}
      description={`Ticket ${ticket} goes to ${technician.fullName} as if they had accepted it. When will they be on site?`}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Assign ${technician.fullName}`}>
          Assign
        </Button>
      }
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Assign"
      submittingLabel="Assigning..."
      submitting={assign.isPending}
      refusal={dialog.refusal}
      refusalTitle="The request was not assigned"
    >
      <Controller
        control={control}
        name="eta"
        render={({ field, fieldState }) => (
          <EtaField ref={field.ref} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </ActionDialog>
  );
}
