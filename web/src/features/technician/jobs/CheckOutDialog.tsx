import { zodResolver } from '@hookform/resolvers/zod';
import { checkOutSchema } from '@rha/contracts/schemas';
import { Button, Checkbox, TextArea, TextField, useToast } from '@rha/design-system';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, RequestError } from '../../../api/requestError';
import { useCheckOut } from '../../../api/technicianJobs';
import { registerField } from '../../forms/registerField';
import { ActionDialog } from '../../shared/ActionDialog';
import { useActionDialog } from '../../shared/useActionDialog';
import { applyServerErrors } from '../../signup/applyServerErrors';
import { CHECKED_OUT } from './notices';

/** What the technician types; the time is the device's when they confirm. */
const summarySchema = checkOutSchema.pick({ workSummary: true });
interface SummaryDraft {
  workSummary: string;
}
const EMPTY_SUMMARY: SummaryDraft = { workSummary: '' };

/** The work is done: the technician says what they did, and the company is asked to review it. */
export function CheckOutDialog({ requestId, ticket }: { requestId: string; ticket: string }) {
  const checkOut = useCheckOut(requestId);
  const { toast } = useToast();
  const form = useForm<SummaryDraft>({
    resolver: zodResolver(summarySchema),
    defaultValues: EMPTY_SUMMARY,
  });
  const { handleSubmit, setError, reset } = form;
  const [standbyDays, setStandbyDays] = useState('0');
  const [specialVehicleUsed, setSpecialVehicleUsed] = useState(false);
  const [standbyError, setStandbyError] = useState<string>();
  const dialog = useActionDialog(() => {
    reset(EMPTY_SUMMARY);
    setStandbyDays('0');
    setSpecialVehicleUsed(false);
    setStandbyError(undefined);
  });

  const onSubmit = handleSubmit(async ({ workSummary }) => {
    dialog.setRefusal(undefined);
    setStandbyError(undefined);
    try {
      await checkOut.mutateAsync({
        capturedAt: new Date().toISOString(),
        workSummary,
        standbyDays: Number(standbyDays),
        specialVehicleUsed,
      });
      dialog.onOpenChange(false);
      toast(CHECKED_OUT);
    } catch (error) {
      const standby =
        error instanceof RequestError
          ? error.fieldErrors.find((fieldError) => fieldError.field === 'standbyDays')
          : undefined;
      if (standby) setStandbyError(standby.message);
      else if (!applyServerErrors(error, ['workSummary'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Check out"
      description={`Ticket ${ticket}: what did you do? The company reviews it before the job is complete.`}
      trigger={<Button>Check out</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Check out"
      submittingLabel="Checking out..."
      submitting={checkOut.isPending}
      refusal={dialog.refusal}
      refusalTitle="You were not checked out"
    >
      <TextArea label="Work summary" rows={5} {...registerField(form, 'workSummary')} />
      <TextField
        label="Weather standby days"
        hint="Days the weather kept you waiting on this job"
        type="number"
        inputMode="numeric"
        min={0}
        value={standbyDays}
        onChange={(event) => setStandbyDays(event.target.value)}
        error={standbyError}
      />
      <Checkbox
        label="Special vehicle used (boat, snowmachine, charter)"
        checked={specialVehicleUsed}
        onCheckedChange={setSpecialVehicleUsed}
      />
    </ActionDialog>
  );
}
