import { PHOTO_CONTENT_TYPES } from '@rha/contracts/reference';
import type { JobFile } from '@rha/contracts/schemas';
import { FormAlert, Link, Stack } from '@rha/design-system';
import { useState, type MouseEvent } from 'react';
import { jobFileAddress } from '../../api/jobFiles';
import { failureMessage } from '../../api/requestError';
import { useAuth } from '../../auth/AuthContext';
import { downloadJobFile } from './downloadJobFile';
import { PhotoGallery } from './PhotoGallery';

const IMAGE_TYPES: readonly string[] = PHOTO_CONTENT_TYPES;

/**
 * A document as a link under its name. The address alone would arrive without the bearer token,
 * so following it fetches the bytes with the token and saves them.
 */
function DocumentLink({ file }: { file: JobFile }) {
  const { getToken } = useAuth();
  const [failure, setFailure] = useState<string>();
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFailure(undefined);
    downloadJobFile(file, getToken).catch((error: unknown) =>
      setFailure(failureMessage(error) ?? 'The file could not be downloaded'),
    );
  };
  return (
    <li>
      <Link
        href={jobFileAddress(file.id, 'original', true)}
        download={file.fileName}
        onClick={download}
      >
        {file.fileName}
      </Link>
      {failure && <FormAlert title={`${file.fileName} was not downloaded`}>{failure}</FormAlert>}
    </li>
  );
}

/** Files on a job other than its photos: images as thumbnails, documents as download links. */
export function JobFileList({ files, label }: { files: readonly JobFile[]; label: string }) {
  const images = files.filter((file) => IMAGE_TYPES.includes(file.contentType));
  const documents = files.filter((file) => !IMAGE_TYPES.includes(file.contentType));
  return (
    <Stack gap={2}>
      {images.length > 0 && <PhotoGallery photos={images} label={`${label}: images`} />}
      {documents.length > 0 && (
        <Stack as="ul" gap={1} aria-label={`${label}: documents`}>
          {documents.map((file) => (
            <DocumentLink key={file.id} file={file} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
