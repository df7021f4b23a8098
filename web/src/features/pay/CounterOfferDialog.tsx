import { counterOfferSchema, type CounterOfferProposal } from '@rha/contracts/schemas';
import type { JobPay } from '@rha/contracts/reference';
import { Button, Checkbox, FieldError, TextArea, useToast } from '@rha/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useCounterOffer } from '../../api/payOffer';
import { failureMessage, RequestError } from '../../api/requestError';
import { ActionDialog } from '../shared/ActionDialog';
import { EtaField } from '../shared/EtaField';
import { useActionDialog } from '../shared/useActionDialog';
import { isClosedOffer } from '../technician/jobs/offerRefusal';
import { COUNTER_OFFER_SENT } from './notices';
import { PayFields } from './PayFields';
import { draftErrorsOf, jobPayOf, payDraftOf, type PayDraft } from './payDraft';

interface CounterDraft {
  askPay: boolean;
  pay: PayDraft;
  askArrival: boolean;
  arrivalAt: string;
  reason: string;
}

const draftOf = (pay: JobPay): CounterDraft => ({
  askPay: true,
  pay: payDraftOf(pay),
  askArrival: false,
  arrivalAt: '',
  reason: '',
});

/** The counter as the API takes it: only what the technician chose to change. */
function proposalOf(draft: CounterDraft, offered: JobPay): unknown {
  return {
    ...(draft.askPay
      ? {
          pay: {
            ...jobPayOf(draft.pay),
            standbyDayCents: offered.standbyDayCents,
            specialVehicleCents: offered.specialVehicleCents,
          },
        }
      : {}),
    ...(draft.askArrival ? { arrivalAt: draft.arrivalAt } : {}),
    reason: draft.reason,
  };
}

/** Each message under the counter's own fields: the pay's under its inputs. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors = new Map<string, string>();
  for (const [field, message] of draftErrorsOf(issues as never, 'pay.')) errors.set(field, message);
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '');
    if (issue.path.length === 1 && !errors.has(top)) errors.set(top, issue.message);
  }
  return errors;
}

export interface CounterOfferDialogProps {
  offerId: string;
  ticket: string;
  pay: JobPay;
  onClosed(message: string): void;
}

/**
 * The technician asks for another pay (basis, amount, cap) and/or another arrival, saying why;
 * an admin answers, and the offer stays open meanwhile.
 */
export function CounterOfferDialog({ offerId, ticket, pay, onClosed }: CounterOfferDialogProps) {
  const counter = useCounterOffer(offerId);
  const nothingId = useId();
  const { toast } = useToast();
  const [draft, setDraft] = useState(() => draftOf(pay));
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const dialog = useActionDialog(() => {
    setDraft(draftOf(pay));
    setErrors(new Map());
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    dialog.setRefusal(undefined);
    const parsed = counterOfferSchema.safeParse(proposalOf(draft, pay));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors(new Map());
    try {
      await counter.mutateAsync(parsed.data as CounterOfferProposal);
      dialog.onOpenChange(false);
      toast(COUNTER_OFFER_SENT);
    } catch (error) {
      if (isClosedOffer(error) && error.code !== 'counter_offer_open') {
        dialog.onOpenChange(false);
        onClosed(error.detail);
      } else if (error instanceof RequestError && error.fieldErrors.length > 0) {
        setErrors(
          errorsOf(
            error.fieldErrors.map(({ field, message }) => ({ path: field.split('.'), message })),
          ),
        );
      } else {
        dialog.setRefusal(failureMessage(error) ?? 'Unknown error');
      }
    }
  };

  return (
    <ActionDialog
      title="Counter-offer"
      description={`Ticket ${ticket}: propose another pay or arrival time, and say why.`}
      trigger={<Button variant="secondary">Counter-offer</Button>}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Send counter-offer"
      submittingLabel="Sending..."
      submitting={counter.isPending}
      refusal={dialog.refusal}
      refusalTitle="The counter-offer was not sent"
    >
      <Checkbox
        label="Ask for a different pay"
        checked={draft.askPay}
        onCheckedChange={(askPay) => setDraft({ ...draft, askPay })}
      />
      {draft.askPay && (
        <PayFields
          draft={draft.pay}
          onChange={(next) => setDraft({ ...draft, pay: next })}
          errors={errors}
        />
      )}
      <Checkbox
        label="Propose another arrival time"
        checked={draft.askArrival}
        onCheckedChange={(askArrival) => setDraft({ ...draft, askArrival })}
      />
      {draft.askArrival && (
        <EtaField
          onChange={(arrivalAt) => setDraft((current) => ({ ...current, arrivalAt }))}
          error={errors.get('arrivalAt')}
        />
      )}
      <FieldError id={nothingId}>
        {!errors.has('amount') ? errors.get('pay') : undefined}
      </FieldError>
      <TextArea
        label="Reason"
        rows={3}
        value={draft.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
        error={errors.get('reason')}
      />
    </ActionDialog>
  );
}
