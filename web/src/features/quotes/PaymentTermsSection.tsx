import { DEFAULT_PAYMENT_TERMS_DAYS } from '@rha/contracts/reference';
import { paymentTermsSchema } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack, TextField, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { usePaymentTerms, useSetPaymentTerms } from '../../api/quotes';
import { failureMessage, RequestError } from '../../api/requestError';
import { DetailSection } from '../admin/DetailSection';
import { Loading, LoadFailed } from '../admin/LoadStates';

function termsWords(days: number, isDefault: boolean): string {
  const terms = days === 0 ? 'Due on receipt' : `Net ${days}`;
  return isDefault ? `${terms} (the default)` : terms;
}

function TermsForm({ companyId, days }: { companyId: string; days: number }) {
  const [typed, setTyped] = useState(String(days));
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const save = useSetPaymentTerms(companyId);
  const { toast } = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const parsed = paymentTermsSchema.safeParse({
      termsDays: typed.trim() === '' ? undefined : Number(typed),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Payment terms saved', description: 'They apply to the next invoices.' });
    } catch (failure) {
      const field =
        failure instanceof RequestError && failure.fieldErrors.find((f) => f.field === 'termsDays');
      if (field) setError(field.message);
      else setRefusal(failureMessage(failure) ?? 'Unknown error');
    }
  };

  return (
    <form noValidate aria-label="Payment terms" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        {refusal && <FormAlert title="The payment terms were not saved">{refusal}</FormAlert>}
        <TextField
          label="Payment terms (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          hint={`Days from the invoice to its due date, 0 to 90; ${DEFAULT_PAYMENT_TERMS_DAYS} unless set.`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
        />
        <Stack direction="row" justify="end">
          <Button
            type="submit"
            variant="secondary"
            loading={save.isPending}
            loadingLabel="Saving..."
          >
            Save terms
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** A company's payment terms in its admin details: what its next invoices allow to pay. */
export function PaymentTermsSection({ companyId }: { companyId: string }) {
  const terms = usePaymentTerms(companyId);
  return (
    <DetailSection title="Payment terms">
      {terms.isPending ? (
        <Loading label="Loading payment terms" />
      ) : terms.isError ? (
        <LoadFailed
          message={failureMessage(terms.error) ?? 'Unknown error'}
          onRetry={() => void terms.refetch()}
        />
      ) : (
        <Stack gap={3}>
          <p>{termsWords(terms.data.termsDays, terms.data.isDefault)}</p>
          <TermsForm key={terms.data.termsDays} companyId={companyId} days={terms.data.termsDays} />
        </Stack>
      )}
    </DetailSection>
  );
}
