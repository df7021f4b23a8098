import { zodResolver } from '@hookform/resolvers/zod';
import { warrantyReopenSchema, type WarrantyReopen } from '@rha/contracts/schemas';
import { Button, StickyActionBar, TextArea, useToast } from '@rha/design-system';
import { useForm } from 'react-hook-form';
import { failureMessage } from '../../api/requestError';
import { useReopenServiceRequest } from '../../api/serviceRequests';
import { registerField } from '../forms/registerField';
import { ActionDialog } from '../shared/ActionDialog';
import { useActionDialog } from '../shared/useActionDialog';
import { applyServerErrors } from '../signup/applyServerErrors';
import { REQUEST_REOPENED } from './notices';

const EMPTY_REOPEN: WarrantyReopen = { reason: '' };

/**
 * Claims the warranty: the completed job goes back to the same technician, with what to fix. Once
 * the warranty has ended it is no longer offered, but a claim already being written stays open
 * (a refetch or the clock passing the deadline does not throw the reason away); the server then
 * answers with why it refuses.
 */
export function ReopenWarrantyDialog({
  requestId,
  ticket,
  claimable,
}: {
  requestId: string;
  ticket: string;
  claimable: boolean;
}) {
  const reopen = useReopenServiceRequest(requestId);
  const { toast } = useToast();
  const form = useForm<WarrantyReopen>({
    resolver: zodResolver(warrantyReopenSchema),
    defaultValues: EMPTY_REOPEN,
  });
  const { handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_REOPEN));

  const onSubmit = handleSubmit(async (values) => {
    dialog.setRefusal(undefined);
    try {
      await reopen.mutateAsync(values);
      dialog.onOpenChange(false);
      toast(REQUEST_REOPENED);
    } catch (error) {
      if (!applyServerErrors(error, ['reason'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  if (!claimable && !dialog.open) return null;
  return (
    <StickyActionBar aria-label="Warranty actions">
      <ActionDialog
        title="Reopen under warranty"
        description={`Ticket ${ticket}: what needs fixing? The job goes back to the same technician.`}
        trigger={<Button variant="secondary">Reopen under warranty</Button>}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        onSubmit={onSubmit}
        submitLabel="Reopen"
        submittingLabel="Reopening..."
        submitting={reopen.isPending}
        refusal={dialog.refusal}
        refusalTitle="The request was not reopened"
      >
        <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
      </ActionDialog>
    </StickyActionBar>
  );
}
