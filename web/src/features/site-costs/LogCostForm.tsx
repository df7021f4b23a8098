import { ATTACHMENT_CONTENT_TYPES, JOB_COST_KINDS } from '@rha/contracts/reference';
import type { JobCostKind } from '@rha/contracts/reference';
import { Button, FormAlert, RadioGroup, Stack, TextField, useToast } from '@rha/design-system';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLogCost } from '../../api/siteCosts';
import { UploadQueueList } from '../job-files/UploadQueueList';
import { useQueuedFiles } from '../job-files/useQueuedFiles';
import { centsFromDollars } from '../shared/cents';
import { InlineForm } from '../shared/InlineForm';
import { COST_LOGGED } from './notices';
import { NO_REFUSAL, refusalOf, type Refusal } from './fieldErrors';

const KIND_OPTIONS = JOB_COST_KINDS.map((kind) => ({
  value: kind,
  label: kind === 'parts' ? 'Parts' : 'Travel',
}));
const FIELDS = ['kind', 'description', 'amountCents', 'receiptFileId'];
const AMOUNT_UNREADABLE = 'Enter the amount in dollars, e.g. 312.50';
const RECEIPT_MISSING = 'Please add a photo or PDF of the receipt';
const RECEIPT_UPLOADING = 'Wait until the receipt is uploaded';

/**
 * A cost the technician paid (parts or travel), with the receipt: picked from the camera or a
 * file, it goes through the device's upload queue like a photo, and the cost names it once the
 * server has it. The amount is typed in dollars; the server gets cents.
 */
export function LogCostForm({ requestId }: { requestId: string }) {
  const log = useLogCost(requestId);
  const { toast } = useToast();
  const { queue, queued } = useQueuedFiles(requestId, 'receipt');
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<JobCostKind>('travel');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [receiptClientId, setReceiptClientId] = useState<string>();
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const receipt = queued.find((entry) => entry.clientId === receiptClientId);

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!file) return;
    if (receiptClientId) void queue.remove(receiptClientId);
    void queue
      .add(requestId, [file], { kind: 'receipt', keepLocation: false })
      .then(([clientId]) => setReceiptClientId(clientId));
  };

  const close = () => {
    setOpen(false);
    setDescription('');
    setAmount('');
    setReceiptClientId(undefined);
    setRefusal(NO_REFUSAL);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountCents = centsFromDollars(amount);
    const fields: Record<string, string> = {};
    if (amountCents === undefined) fields.amountCents = AMOUNT_UNREADABLE;
    if (!receipt) fields.receiptFileId = RECEIPT_MISSING;
    else if (!receipt.fileId) fields.receiptFileId = RECEIPT_UPLOADING;
    if (amountCents === undefined || !receipt?.fileId) return setRefusal({ fields });
    setRefusal(NO_REFUSAL);
    try {
      await log.mutateAsync({ kind, description, amountCents, receiptFileId: receipt.fileId });
      // The cost names the receipt now: the device need not keep it.
      void queue.remove(receipt.clientId);
      close();
      toast(COST_LOGGED);
    } catch (error) {
      setRefusal(refusalOf(error, FIELDS));
    }
  };

  return (
    <InlineForm
      label="Log a cost"
      open={open}
      onOpen={() => setOpen(true)}
      onCancel={close}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel="Log cost"
      submittingLabel="Logging..."
      submitting={log.isPending}
      refusal={refusal.alert}
      refusalTitle="The cost was not logged"
    >
      <RadioGroup
        label="Kind"
        options={KIND_OPTIONS}
        value={kind}
        onValueChange={(value) => setKind(value as JobCostKind)}
        error={refusal.fields.kind}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={refusal.fields.description}
        required
      />
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={refusal.fields.amountCents}
        required
      />
      <Stack gap={2}>
        <Stack direction="row">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {receipt ? 'Replace receipt' : 'Add receipt'}
          </Button>
        </Stack>
        <input
          ref={input}
          type="file"
          aria-label="Receipt photo or PDF"
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          capture="environment"
          hidden
          onChange={onPicked}
        />
        {receipt && (
          <UploadQueueList
            entries={[receipt]}
            label="Receipt being uploaded"
            onRemove={(clientId) => {
              void queue.remove(clientId);
              setReceiptClientId(undefined);
            }}
          />
        )}
        {refusal.fields.receiptFileId && (
          <FormAlert title="Receipt">{refusal.fields.receiptFileId}</FormAlert>
        )}
      </Stack>
    </InlineForm>
  );
}
