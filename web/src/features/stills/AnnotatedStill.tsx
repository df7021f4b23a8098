import type { ReportPhoto, Stroke } from '@rha/contracts/schemas';
import { AnnotationCanvas, FormAlert, Spinner } from '@rha/design-system';
import { useAddStrokes, usePhotoStrokes, useUndoStroke } from '../../api/stills';
import { failureMessage } from '../../api/requestError';
import { useFileObjectUrl } from '../job-files/useFileObjectUrl';

/**
 * A job photo with both sides' marks; the viewer draws on it when `canDraw`. Each finished mark is
 * stored at once, so the other side sees it on their next look; in a call it is also handed to
 * `onDrawn` / `onUndone`, which carry it to the other side at once.
 */
export function AnnotatedStill({
  photo,
  viewerId,
  canDraw,
  onDrawn,
  onUndone,
}: {
  photo: Pick<ReportPhoto, 'id' | 'fileName' | 'width' | 'height' | 'strokes'>;
  viewerId: string | undefined;
  canDraw: boolean;
  onDrawn?: (stroke: Stroke) => void;
  onUndone?: (strokeId: string) => void;
}) {
  const image = useFileObjectUrl(photo.id, 'display', true);
  const marks = usePhotoStrokes(photo.id, { fileId: photo.id, items: photo.strokes });
  const add = useAddStrokes(photo.id);
  const undo = useUndoStroke(photo.id);
  if (image.state !== 'ready') {
    return image.state === 'failed' ? (
      <p role="alert">This photo could not be loaded.</p>
    ) : (
      <Spinner label="Loading the photo" />
    );
  }
  const strokes = (marks.data?.items ?? []).map((item) => ({
    stroke: item.stroke,
    own: item.authorId === viewerId,
  }));
  const failure = add.error ?? undo.error;
  return (
    <>
      {failure && <FormAlert title={failureMessage(failure) ?? 'The mark was not saved'} />}
      <AnnotationCanvas
        src={image.url}
        alt={`Photo ${photo.fileName}`}
        width={photo.width ?? 4}
        height={photo.height ?? 3}
        strokes={strokes}
        {...(canDraw && {
          onStroke: (stroke) => {
            add.mutate([stroke]);
            onDrawn?.(stroke);
          },
          onUndo: (strokeId) => {
            undo.mutate(strokeId);
            onUndone?.(strokeId);
          },
        })}
      />
    </>
  );
}
