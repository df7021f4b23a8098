import { zodResolver } from '@hookform/resolvers/zod';
import { SEND_BACK_TARGET_LABELS, SEND_BACK_TARGETS } from '@rha/contracts/reference';
import { sendBackSchema, type SendBack } from '@rha/contracts/schemas';
import { Button, RadioGroup, TextArea, useToast } from '@rha/design-system';
import { Controller, useForm } from 'react-hook-form';
import { failureMessage } from '../../api/requestError';
import { useSendBackServiceRequest } from '../../api/serviceRequests';
import { registerField } from '../forms/registerField';
import { ActionDialog } from '../shared/ActionDialog';
import { useActionDialog } from '../shared/useActionDialog';
import { applyServerErrors } from '../signup/applyServerErrors';
import { WORK_SENT_BACK } from './notices';

const TARGET_OPTIONS = SEND_BACK_TARGETS.map((target) => ({
  value: target,
  label: SEND_BACK_TARGET_LABELS[target],
}));

// Where the technician is starts unchosen, so the schema asks for it rather than a default being taken.
const EMPTY_SEND_BACK = { reason: '' };

/**
 * Returns the work to the technician with the reason: to finish while still on site, or on another
 * visit.
 */
export function SendBackDialog({ requestId, ticket }: { requestId: string; ticket: string }) {
  const sendBack = useSendBackServiceRequest(requestId);
  const { toast } = useToast();
  const form = useForm<SendBack>({
    resolver: zodResolver(sendBackSchema),
    defaultValues: EMPTY_SEND_BACK,
  });
  const { control, handleSubmit, setError, reset } = form;
  const dialog = useActionDialog(() => reset(EMPTY_SEND_BACK));

  const onSubmit = handleSubmit(async (values) => {
    dialog.setRefusal(undefined);
    try {
      await sendBack.mutateAsync(values);
      dialog.onOpenChange(false);
      toast(WORK_SENT_BACK);
    } catch (error) {
      if (!applyServerErrors(error, ['to', 'reason'], setError)) {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  });

  return (
    <ActionDialog
      title="Send the work back"
      description={`Ticket ${ticket}: tell the technician what is missing.`}
      trigger={<Button variant="secondary">Send back</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={onSubmit}
      submitLabel="Send back"
      submittingLabel="Sending back..."
      submitting={sendBack.isPending}
      refusal={dialog.refusal}
      refusalTitle="The work was not sent back"
    >
      <Controller
        control={control}
        name="to"
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref}
            label="Where is the technician?"
            orientation="vertical"
            options={TARGET_OPTIONS}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextArea label="Reason" rows={3} {...registerField(form, 'reason')} />
    </ActionDialog>
  );
}
