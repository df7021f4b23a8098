import { zodResolver } from '@hookform/resolvers/zod';
import { weatherHoldSchema, type WeatherHold } from '@rha/contracts/schemas';
import { Button, TextArea, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../../api/requestError';
import { useHoldJob } from '../../../api/technicianJobs';
import { registerField } from '../../forms/registerField';
import { ActionDialog } from '../../shared/ActionDialog';
import { EtaField } from '../../shared/EtaField';
import { useActionDialog } from '../../shared/useActionDialog';
import { applyServerErrors } from '../../signup/applyServerErrors';
import { JOB_ON_HOLD } from './notices';

const EMPTY_HOLD: WeatherHold = { reason: '', eta: '' };

/** Pauses a held job (weather, travel) with why and the new arrival; the company is told. */
export function HoldJobDialog({ requestId, ticket }: { requestId: string; ticket: string }) {
  const hold = useHoldJob(requestId);
  const { toast } = useToast();
  const form = useForm<WeatherHold>({
    resolver: zodResolver(weatherHoldSchema),
    defaultValues: EMPTY_HOLD,
  });
  const { control, handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_HOLD));

  const onSubmit = handleSubmit(async (values) => {
    dialog.setRefusal(undefined);
    try {
      await hold.mutateAsync(values);
      dialog.onOpenChange(false);
      toast(JOB_ON_HOLD);
    } catch (error) {
      if (!applyServerErrors(error, ['reason', 'eta'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Put this job on hold"
      description={`Ticket ${ticket}: why is the work paused, and when do you now expect to be on site?`}
      trigger={<Button variant="secondary">Put on hold</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Put on hold"
      submittingLabel="Saving..."
      submitting={hold.isPending}
      refusal={dialog.refusal}
      refusalTitle="The job was not put on hold"
    >
      <TextArea label="Reason" rows={2} {...registerField(form, 'reason')} />
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
