import { Button, FormAlert, ProgressBar, Stack } from '@rha/design-system';
import styled from 'styled-components';
import { percentOf, progressText } from '../job-files/UploadQueueList';
import type { QueueEntry } from '../job-files/uploadQueue';

const Grow = styled.div`
  flex: 1;
`;

export interface AttachedFileView {
  clientId: string;
  fileName: string;
  /** The file on the device's upload queue; none once it has left it. */
  entry: QueueEntry | undefined;
}

function RemoveButton({ file, onRemove }: { file: AttachedFileView; onRemove: () => void }) {
  return (
    <Button variant="secondary" size="sm" aria-label={`Remove ${file.fileName}`} onClick={onRemove}>
      Remove
    </Button>
  );
}

/** The files attached to a message: each with its upload's progress, why it was refused, and a way to take it off. */
export function AttachedFiles({
  files,
  label,
  onRemove,
}: {
  files: readonly AttachedFileView[];
  label: string;
  onRemove: (clientId: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <Stack as="ul" gap={2} aria-label={label}>
      {files.map((file) => {
        const { entry } = file;
        const remove = () => onRemove(file.clientId);
        if (!entry || entry.state === 'refused') {
          return (
            <li key={file.clientId}>
              <FormAlert title={`${file.fileName} was not uploaded`}>
                <Stack gap={2} align="start">
                  <span>{entry ? entry.refusal : 'The file is no longer on this device'}</span>
                  <RemoveButton file={file} onRemove={remove} />
                </Stack>
              </FormAlert>
            </li>
          );
        }
        return (
          <li key={file.clientId}>
            <Stack direction="row" gap={3} align="center">
              <Grow>
                <ProgressBar
                  label={file.fileName}
                  value={percentOf(entry)}
                  valueText={progressText(entry)}
                />
              </Grow>
              <RemoveButton file={file} onRemove={remove} />
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
