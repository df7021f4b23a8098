import { Stack } from '@rha/design-system';
import { useId, type ReactNode } from 'react';
import type { JobFile } from '@rha/contracts/schemas';
import { PhotoGallery } from './PhotoGallery';
import { SectionHeading } from './SectionHeading';

export interface ReportPhotosProps {
  photos: readonly JobFile[];
  /** The level of its heading, one below the heading of what holds it. */
  headingLevel: 3 | 4 | 5;
  /** A line under the heading, e.g. how many more the job takes. */
  summary?: ReactNode;
  /** A way to add photos, under them. */
  children?: ReactNode;
}

/** The photos of a job's report, oldest first. */
export function ReportPhotos({ photos, headingLevel, summary, children }: ReportPhotosProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <SectionHeading as={`h${headingLevel}`} id={headingId}>
        Photos
      </SectionHeading>
      {summary}
      {photos.length === 0 ? <p>No photos yet</p> : <PhotoGallery photos={photos} />}
      {children}
    </Stack>
  );
}
