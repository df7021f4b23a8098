import { Button, Dialog, FormAlert, Spinner, vars } from '@rha/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import type { JobFile } from '@rha/contracts/schemas';
import { failureMessage } from '../../api/requestError';
import { useAuth } from '../../auth/AuthContext';
import { AlaskaMoment } from '../shared/AlaskaMoment';
import { downloadJobFile } from './downloadJobFile';
import { useFileObjectUrl } from './useFileObjectUrl';

const FullSize = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: ${vars.radius.md};
`;

const Caption = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/** One photo at screen size, with its capture time and a way to save the original. */
export function PhotoViewer({ photo, onClose }: { photo: JobFile; onClose: () => void }) {
  const { getToken } = useAuth();
  const display = useFileObjectUrl(photo.id, 'display', true);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setFailure(undefined);
    try {
      await downloadJobFile(photo, getToken);
    } catch (error) {
      setFailure(failureMessage(error) ?? 'The photo could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={photo.fileName}
      size="lg"
      footer={
        <Button onClick={() => void download()} loading={downloading} loadingLabel="Downloading...">
          Download
        </Button>
      }
    >
      {display.state === 'ready' && <FullSize src={display.url} alt={photo.fileName} />}
      {(display.state === 'loading' || display.state === 'idle') && (
        <Spinner label="Loading the photo" />
      )}
      {display.state === 'failed' && <FormAlert title="The photo could not be shown" />}
      <Caption>
        Taken <AlaskaMoment iso={photo.capturedAt} />
      </Caption>
      {failure && <FormAlert title="The photo was not downloaded">{failure}</FormAlert>}
    </Dialog>
  );
}
