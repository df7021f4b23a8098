import type { JobFile } from '@rha/contracts/schemas';
import { Spinner } from '@rha/design-system';
import { AlaskaMoment } from '../shared/AlaskaMoment';
import { useFileObjectUrl } from '../job-files/useFileObjectUrl';

/** A clip or a voice note on the job, played from its stored bytes. */
export function RecordingPlayer({ file }: { file: JobFile }) {
  const media = useFileObjectUrl(file.id, 'original', true);
  const label = file.kind === 'clip' ? 'Clip from the technician' : 'Voice note from the expert';
  return (
    <figure style={{ margin: 0, maxWidth: '100%' }}>
      <figcaption>
        {label}, <AlaskaMoment iso={file.capturedAt} />
      </figcaption>
      {media.state === 'ready' ? (
        file.kind === 'clip' ? (
          <video
            controls
            playsInline
            src={media.url}
            aria-label={label}
            style={{ width: '100%', maxWidth: '30rem' }}
          />
        ) : (
          <audio controls src={media.url} aria-label={label} />
        )
      ) : media.state === 'failed' ? (
        <p role="alert">This recording could not be loaded.</p>
      ) : (
        <Spinner label="Loading the recording" />
      )}
    </figure>
  );
}
