import { serviceLogEntrySchema } from '@rha/contracts/schemas';
import { Button, FormAlert, Stack, TextArea, useToast } from '@rha/design-system';
import { useState, type FormEvent } from 'react';
import { failureMessage, RequestError } from '../../../api/requestError';
import { useAddLogEntry } from '../../../api/technicianJobs';
import { logEntryDraftStore, newLogEntryDraft, type LogEntryDraft } from './logEntryDraft';
import { LOG_ENTRY_ADDED, LOG_ENTRY_KEPT } from './notices';

const textRule = serviceLogEntrySchema.shape.text;

/** The message of the server's error about the text, if it gave one. */
function textErrorOf(error: unknown): string | undefined {
  if (!(error instanceof RequestError)) return undefined;
  return error.fieldErrors.find((fieldError) => fieldError.field === 'text')?.message;
}

/** The server turned the entry down; anything else (no answer, a gateway failing) may pass on a resend. */
function isRefusal(error: unknown): error is RequestError {
  return error instanceof RequestError && error.status < 500;
}

/**
 * Writes an entry into the job's service log. What is typed is kept on this device until the server
 * has stored it, so a reload or a dropped link loses nothing, and sending it again stores it once.
 * An entry left unsent opens the form again.
 */
export function AddLogEntryForm({ requestId }: { requestId: string }) {
  const add = useAddLogEntry(requestId);
  const { toast } = useToast();
  const [draft, setDraft] = useState<LogEntryDraft | null>(() =>
    logEntryDraftStore(requestId).read(),
  );
  const [open, setOpen] = useState(draft !== null);
  const [textError, setTextError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();

  const keep = (next: LogEntryDraft) => {
    setDraft(next);
    logEntryDraftStore(requestId).write(next);
  };

  const close = () => {
    logEntryDraftStore(requestId).clear();
    setDraft(null);
    setTextError(undefined);
    setRefusal(undefined);
    setOpen(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const checked = textRule.safeParse(draft?.text ?? '');
    if (!draft || !checked.success) {
      setTextError(checked.error?.issues[0]?.message);
      return;
    }
    setTextError(undefined);
    const sending = { ...draft, capturedAt: draft.capturedAt ?? new Date().toISOString() };
    keep(sending);
    try {
      await add.mutateAsync({
        clientId: sending.clientId,
        capturedAt: sending.capturedAt,
        text: checked.data,
      });
      close();
      toast(LOG_ENTRY_ADDED);
    } catch (error) {
      const serverTextError = textErrorOf(error);
      if (serverTextError) setTextError(serverTextError);
      else if (isRefusal(error)) setRefusal(failureMessage(error));
      else setRefusal(LOG_ENTRY_KEPT);
    }
  };

  if (!open) {
    return (
      <Stack direction="row">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Add log entry
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate aria-label="Add log entry" onSubmit={(event) => void onSubmit(event)}>
      <Stack gap={3}>
        {refusal && <FormAlert title="The entry is not in the log yet">{refusal}</FormAlert>}
        <TextArea
          label="Log entry"
          rows={3}
          value={draft?.text ?? ''}
          error={textError}
          onChange={(event) => keep({ ...(draft ?? newLogEntryDraft()), text: event.target.value })}
        />
        <Stack direction="row" gap={3} justify="end" wrap>
          <Button variant="secondary" onClick={close}>
            Discard
          </Button>
          <Button type="submit" loading={add.isPending} loadingLabel="Adding...">
            Add to log
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
