import {
  DEFAULT_PHOTO_LIMIT,
  LOGGABLE_STATUSES,
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS_BY_TYPE,
} from '@rha/contracts/reference';
import { Button, Checkbox, Stack } from '@rha/design-system';
import { useRef, useState, type ChangeEvent } from 'react';
import type { JobReport, TechnicianJob } from '../../api/bffTypes';
import { ReportPhotos } from './ReportPhotos';
import { UploadQueueList } from './UploadQueueList';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * The photos of a job the technician holds, and adding to them while the job allows it. Picked
 * photos go into the device's upload queue, which carries on when the technician moves on.
 */
export function JobPhotos({ job, report }: { job: TechnicianJob; report: JobReport }) {
  const { queued, add, remove } = usePhotoUploads(job.requestId);
  const [keepLocation, setKeepLocation] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uploadable = LOGGABLE_STATUSES.includes(job.status);
  if (!uploadable && report.photos.length === 0) return null;

  const limit = PHOTO_LIMITS_BY_TYPE[job.serviceType] ?? DEFAULT_PHOTO_LIMIT;
  const pending = queued.filter((entry) => entry.state !== 'refused').length;
  const count = report.photos.length + pending;

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) void add(files, keepLocation);
  };

  return (
    <ReportPhotos
      photos={report.photos}
      headingLevel={5}
      summary={uploadable && <p>{`${count} of ${limit} photos`}</p>}
    >
      {uploadable && (
        <Stack gap={3}>
          <UploadQueueList entries={queued} onRemove={(clientId) => void remove(clientId)} />
          <Checkbox
            label="Keep location in photos"
            checked={keepLocation}
            onCheckedChange={setKeepLocation}
          />
          <Stack direction="row">
            <Button
              variant="secondary"
              disabled={count >= limit}
              onClick={() => input.current?.click()}
            >
              Add photos
            </Button>
          </Stack>
          <input
            ref={input}
            type="file"
            aria-label="Add photos"
            accept={PHOTO_CONTENT_TYPES.join(',')}
            multiple
            capture="environment"
            hidden
            onChange={onPicked}
          />
        </Stack>
      )}
    </ReportPhotos>
  );
}
