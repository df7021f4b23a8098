import type { JobFile } from '@rha/contracts/schemas';
import { Stack } from '@rha/design-system';
import { useId } from 'react';
import { SectionHeading } from '../job-files/SectionHeading';
import { RecordingPlayer } from './RecordingPlayer';

/** The clips and voice notes of a job's report, oldest first; nothing when there are none. */
export function ReportRecordings({
  recordings,
  headingLevel,
}: {
  recordings: readonly JobFile[];
  /** The level of its heading, one below the heading of what holds it. */
  headingLevel: 3 | 4 | 5;
}) {
  const headingId = useId();
  if (recordings.length === 0) return null;
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        Clips and voice notes
      </SectionHeading>
      <Stack as="ul" gap={4}>
        {recordings.map((file) => (
          <li key={file.id}>
            <RecordingPlayer file={file} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
