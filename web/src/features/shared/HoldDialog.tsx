import { zodResolver } from '@hookform/resolvers/zod';
import { weatherHoldSchema, type WeatherHold } from '@rha/contracts/schemas';
import { Button, TextArea } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../api/requestError';
import { registerField } from '../forms/registerField';
import { applyServerErrors } from '../signup/applyServerErrors';
import { ActionDialog } from './ActionDialog';
import { EtaField } from './EtaField';
import { useActionDialog } from './useActionDialog';

const EMPTY_HOLD: WeatherHold = { reason: '', eta: '' };

export interface HoldDialogProps {
  title: string;
  description: string;
  /** Sends the hold; a rejection keeps the dialog open with the server's word. */
  hold(values: WeatherHold): Promise<unknown>;
  pending: boolean;
  onHeld(): void;
}

/**
 * Pauses a held job (weather, travel) with why and the new arrival, as the technician or an admin
 * does; the company is told.
 */
export function HoldDialog({ title, description, hold, pending, onHeld }: HoldDialogProps) {
  const form = useForm<WeatherHold>({
    resolver: zodResolver(weatherHoldSchema),
    defaultValues: EMPTY_HOLD,
  });
  const { control, handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_HOLD));

  const onSubmit = handleSubmit(async (values) => {
    dialog.setRefusal(undefined);
    try {
      await hold(values);
      dialog.onOpenChange(false);
      onHeld();
    } catch (error) {
      if (!applyServerErrors(error, ['reason', 'eta'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title={title}
      description={description}
      trigger={<Button variant="secondary">Put on hold</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Put on hold"
      submittingLabel="Saving..."
      submitting={pending}
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
