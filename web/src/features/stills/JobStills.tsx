import type { JobFile, ReportPhoto } from '@rha/contracts/schemas';
import { Button, Stack } from '@rha/design-system';
import { useId, useState } from 'react';
import { useUser } from '../../api/useUser';
import { SectionHeading } from '../job-files/SectionHeading';
import { UploadQueueList } from '../job-files/UploadQueueList';
import { useQueuedFiles } from '../job-files/useQueuedFiles';
import { AnnotatedStill } from './AnnotatedStill';
import { RecordButton } from './RecordButton';
import { RecordingPlayer } from './RecordingPlayer';
import type { RecordingKind } from './useRecorder';

export interface JobStillsProps {
  requestId: string;
  photos: readonly ReportPhoto[];
  recordings: readonly JobFile[];
  /** The technician answers with clips, the company's expert or support with voice notes. */
  records: RecordingKind;
  /** Whether the job still takes recordings and marks (it is under way). */
  open: boolean;
  headingLevel: 2 | 3 | 4 | 5;
}

/**
 * What the technician and the expert exchange without a call: the technician's clips, the
 * expert's voice notes, and marks both draw on the job's photos.
 */
const marksLabel = (count: number): string => (count === 1 ? '1 mark' : `${count} marks`);

export function JobStills({
  requestId,
  photos,
  recordings,
  records,
  open,
  headingLevel,
}: JobStillsProps) {
  const headingId = useId();
  const { data: user } = useUser();
  const { queue, queued } = useQueuedFiles(requestId, records);
  const [chosen, setChosen] = useState<string | null>(null);
  const still = photos.find((photo) => photo.id === chosen);
  if (!open && photos.length === 0 && recordings.length === 0) return null;
  return (
    <Stack as="section" gap={4} aria-labelledby={headingId}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        Stills and recordings
      </SectionHeading>
      {recordings.length === 0 ? (
        <p>No clips or voice notes yet</p>
      ) : (
        <Stack as="ul" gap={4} aria-label="Clips and voice notes">
          {recordings.map((file) => (
            <li key={file.id}>
              <RecordingPlayer file={file} />
            </li>
          ))}
        </Stack>
      )}
      {open && (
        <RecordButton
          kind={records}
          onRecorded={(file) =>
            void queue.add(requestId, [file], { kind: records, keepLocation: false })
          }
        />
      )}
      <UploadQueueList
        entries={queued}
        onRemove={(clientId) => void queue.remove(clientId)}
        label="Recordings being uploaded"
      />
      {photos.length > 0 && (
        <Stack gap={3}>
          <Stack as="ul" gap={2} aria-label="Photos to mark">
            {photos.map((photo) => (
              <li key={photo.id}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-pressed={photo.id === chosen}
                  onClick={() => setChosen(photo.id === chosen ? null : photo.id)}
                >
                  {`${open ? 'Draw on' : 'Show'} ${photo.fileName}`}
                  {photo.strokes.length > 0 ? ` (${marksLabel(photo.strokes.length)})` : ''}
                </Button>
              </li>
            ))}
          </Stack>
          {still && (
            <AnnotatedStill
              key={still.id}
              photo={still}
              viewerId={user?.keycloakId}
              canDraw={open}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
