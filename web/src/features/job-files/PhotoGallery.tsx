import { vars } from '@rha/design-system';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { JobFile } from '@rha/contracts/schemas';
import { PhotoViewer } from './PhotoViewer';
import { useFileObjectUrl } from './useFileObjectUrl';
import { useInView } from './useInView';

const THUMBNAIL_SIZE = '7.5rem';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${THUMBNAIL_SIZE}, 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** One photo's small copy, fetched only once it nears the screen. */
function PhotoTile({ photo, onOpen }: { photo: JobFile; onOpen: () => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  const thumbnail = useFileObjectUrl(photo.id, 'thumbnail', inView);
  return (
    <li ref={ref}>
      <Tile type="button" onClick={onOpen} aria-label={`View ${photo.fileName}`}>
        {thumbnail.state === 'ready' && <Thumbnail src={thumbnail.url} alt={photo.fileName} />}
      </Tile>
    </li>
  );
}

/** Images of a job as thumbnails; choosing one shows it full size, with a download. */
export function PhotoGallery({
  photos,
  label = 'Photos',
}: {
  photos: readonly JobFile[];
  label?: string;
}) {
  const [open, setOpen] = useState<JobFile>();
  return (
    <>
      <Grid aria-label={label}>
        {photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} onOpen={() => setOpen(photo)} />
        ))}
      </Grid>
      {open && <PhotoViewer photo={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
