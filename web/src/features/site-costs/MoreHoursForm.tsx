import { TextArea, TextField, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { useAskMoreHours } from '../../api/siteCosts';
import { InlineForm } from '../shared/InlineForm';
import { MORE_HOURS_ASKED } from './notices';
import { NO_REFUSAL, refusalOf, type Refusal } from './fieldErrors';

/** The technician on site asks the company for hours beyond the job's cap, saying why. */
export function MoreHoursForm({ requestId }: { requestId: string }) {
  const ask = useAskMoreHours(requestId);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);

  const close = () => {
    setOpen(false);
    setHours('');
    setReason('');
    setRefusal(NO_REFUSAL);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    try {
      await ask.mutateAsync({ hours: Number(hours), reason });
      close();
      toast(MORE_HOURS_ASKED);
    } catch (error) {
      setRefusal(refusalOf(error, ['hours', 'reason']));
    }
  };

  return (
    <InlineForm
      label="Ask for more hours"
      open={open}
      onOpen={() => setOpen(true)}
      onCancel={close}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Ask the company"
      submittingLabel="Asking..."
      submitting={ask.isPending}
      refusal={refusal.alert}
      refusalTitle="Not asked"
    >
      <TextField
        label="Hours"
        type="number"
        inputMode="numeric"
        min={1}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        error={refusal.fields.hours}
        required
      />
      <TextArea
        label="Why are more hours needed?"
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={refusal.fields.reason}
        required
      />
    </InlineForm>
  );
}
