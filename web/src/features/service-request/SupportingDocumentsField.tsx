import { MAX_JOB_FILE_BYTES, ATTACHMENT_CONTENT_TYPES } from '@rha/contracts/reference';
import { acceptsContentType, messages } from '@rha/contracts/schemas';
import { Button, FieldError, Stack } from '@rha/design-system';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useHeldFiles } from '../job-files/useQueuedFiles';
import { REQUEST_FORM_HOLDER } from './documentHolders';

const MEGABYTE = 1024 * 1024;

const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** Why a picked file cannot go with the request, if it cannot. */
function refusalOf(file: File): string | undefined {
  if (!acceptsContentType('document', file.type)) {
    return `${file.name}: ${messages.jobFiles.unsupportedAttachmentType}.`;
  }
  if (file.size > MAX_JOB_FILE_BYTES) {
    return `${file.name}: ${messages.jobFiles.tooLarge(MAX_JOB_FILE_BYTES / MEGABYTE)}.`;
  }
  return undefined;
}

/**
 * The supporting documents picked on the request form. They are kept on this device from the
 * moment they are picked (a reload or a dropped link loses none) and start uploading once the
 * request is stored.
 */
export function SupportingDocumentsField() {
  const { queue, held } = useHeldFiles(REQUEST_FORM_HOLDER);
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const labelId = useId();
  const errorId = useId();

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setRefusals(picked.flatMap((file) => refusalOf(file) ?? []));
    const accepted = picked.filter((file) => !refusalOf(file));
    if (accepted.length > 0) void queue.hold(REQUEST_FORM_HOLDER, accepted, { kind: 'document' });
  };

  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      <span id={labelId}>Supporting documents (images or PDF)</span>
      {held.length > 0 && (
        <Stack as="ul" gap={2} aria-label="Documents to send with the request">
          {held.map((entry) => (
            <li key={entry.clientId}>
              <Stack direction="row" gap={3} align="center">
                <FileName>{entry.fileName}</FileName>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${entry.fileName}`}
                  onClick={() => void queue.remove(entry.clientId)}
                >
                  Remove
                </Button>
              </Stack>
            </li>
          ))}
        </Stack>
      )}
      {refusals.length > 0 && <FieldError id={errorId}>{refusals.join(' ')}</FieldError>}
      <input
        ref={input}
        type="file"
        aria-label="Attach documents"
        accept={ATTACHMENT_CONTENT_TYPES.join(',')}
        multiple
        hidden
        onChange={onPicked}
      />
      <Stack direction="row">
        <Button
          variant="secondary"
          aria-describedby={refusals.length > 0 ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          Attach documents
        </Button>
      </Stack>
    </Stack>
  );
}
