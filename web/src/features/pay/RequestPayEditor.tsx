import { jobPaySchema } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import type { DispatchQueueEntry } from '../../api/bffTypes';
import { useSetRequestPay } from '../../api/payOffer';
import { failureMessage, RequestError } from '../../api/requestError';
import { DetailSection } from '../admin/DetailSection';
import { PAY_SAVED } from './notices';
import { PayFields } from './PayFields';
import { PayFigure } from './PayFigure';
import { draftErrorsOf, jobPayOf, payDraftOf } from './payDraft';

/**
 * The request's pay as its next offers carry it: the rate card's until an admin sets it here.
 * Offers already made keep the pay they were made with.
 */
export function RequestPayEditor({ entry }: { entry: DispatchQueueEntry }) {
  const save = useSetRequestPay(entry.id);
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => payDraftOf(entry.pay));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [refusal, setRefusal] = useState<string>();

  const open = () => {
    setDraft(payDraftOf(entry.pay));
    setErrors(new Map());
    setRefusal(undefined);
    setEditing(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const parsed = jobPaySchema.safeParse(jobPayOf(draft));
    if (!parsed.success) {
      setErrors(draftErrorsOf(parsed.error.issues));
      return;
    }
    setErrors(new Map());
    try {
      await save.mutateAsync(parsed.data);
      setEditing(false);
      toast(PAY_SAVED);
    } catch (error) {
      if (error instanceof RequestError && error.fieldErrors.length > 0) {
        setErrors(
          draftErrorsOf(
            error.fieldErrors.map(({ field, message }) => ({ path: [field], message })) as never,
          ),
        );
      } else {
        setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  };

  return (
    <DetailSection title="Pay">
      <PayFigure
        pay={entry.pay}
        label={
          entry.paySetByAdmin ? 'Pay for the next offers' : 'Pay for the next offers (rate card)'
        }
      />
      {editing ? (
        <form aria-label="Set the pay" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap={3}>
            {refusal && <FormAlert title="The pay was not saved">{refusal}</FormAlert>}
            <PayFields draft={draft} onChange={setDraft} errors={errors} withExtras />
            <Stack direction="row" gap={3} wrap>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save pay'}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        <div>
          <Button variant="secondary" onClick={open}>
            Set pay
          </Button>
        </div>
      )}
    </DetailSection>
  );
}
