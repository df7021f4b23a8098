import { ATTACHMENT_CONTENT_TYPES, MESSAGE_LIMITS } from '@rha/contracts/reference';
import { messages, newJobMessageSchema } from '@rha/contracts/schemas';
import { Button, FieldError, FormAlert, Stack, TextArea } from '@rha/design-system';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formDraftKey, formDraftStore } from '../drafts/formDraft';
import { useDraftWriter } from '../drafts/useDraftWriter';
import { AttachedFiles } from './AttachedFiles';
import type { MessageOutbox } from './useMessageOutbox';

const MAX_FILES = MESSAGE_LIMITS.attachmentsMax;

/** The rule's message for the text, if what is written breaks one. */
function textProblem(text: string, attachedCount: number): string | undefined {
  const checked = newJobMessageSchema.safeParse({
    clientId: crypto.randomUUID(),
    text,
    // Stand-ins: only how many files there are matters here; the server checks the ids.
    attachmentIds: Array.from({ length: attachedCount }, () => crypto.randomUUID()),
  });
  return checked.error?.issues.find((issue) => issue.path[0] === 'text')?.message;
}

/** The text typed on this device and not sent yet; anything unreadable counts as none. */
function typedBefore(draftKey: string): string {
  const text = formDraftStore(draftKey).read()?.values.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Writes a message and attaches files to it; the outbox takes it from there, online or not. Files
 * start uploading as soon as they are attached; a message sent before they are all stored waits
 * for them. What is typed is kept on this device until it is sent, so a reload loses none of it.
 */
export function MessageComposer({
  requestId,
  outbox,
}: {
  requestId: string;
  outbox: MessageOutbox;
}) {
  const draftKey = formDraftKey('message', requestId);
  const [text, setText] = useState(() => typedBefore(draftKey));
  const draft = useDraftWriter(draftKey, () => ({ text }));
  const [error, setError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const fileErrorId = useId();
  const { attached } = outbox;
  const refused = attached.some((entry) => entry.state === 'refused');

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = MAX_FILES - attached.length;
    setFileError(
      picked.length > room ? messages.jobMessages.tooManyAttachments(MAX_FILES) : undefined,
    );
    if (room > 0 && picked.length > 0) void outbox.attach(picked.slice(0, room));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = textProblem(text, attached.length);
    setError(problem);
    setFileError(refused ? 'Remove the files that were not uploaded before sending' : undefined);
    if (problem || refused) return;
    outbox.send(text.trim());
    draft.clear();
    setText('');
  };

  const uploading = attached.some((entry) => entry.state !== 'stored');

  return (
    <form noValidate aria-label="Write a message" onSubmit={onSubmit}>
      <Stack gap={3}>
        {outbox.refusal && <FormAlert title="The message was not sent">{outbox.refusal}</FormAlert>}
        <TextArea
          label="Message"
          rows={3}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            draft.schedule();
          }}
        />
        <AttachedFiles
          label="Attached files"
          files={attached.map((entry) => ({ ...entry, entry }))}
          onRemove={(clientId) => {
            setFileError(undefined);
            outbox.detach(clientId);
          }}
        />
        {fileError && <FieldError id={fileErrorId}>{fileError}</FieldError>}
        <input
          ref={input}
          type="file"
          aria-label="Attach files"
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          multiple
          hidden
          onChange={onPicked}
        />
        <Stack direction="row" justify="between" align="center" gap={3} wrap>
          <Button
            variant="secondary"
            disabled={attached.length >= MAX_FILES}
            aria-describedby={fileError ? fileErrorId : undefined}
            onClick={() => input.current?.click()}
          >
            Attach files
          </Button>
          <Stack direction="row" align="center" gap={3}>
            {uploading && <span aria-live="polite">Waiting for attachments to upload</span>}
            <Button type="submit">Send</Button>
          </Stack>
        </Stack>
      </Stack>
    </form>
  );
}
