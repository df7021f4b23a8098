import type { CallParticipant, PhotoStrokes } from '@rha/contracts/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { photoStrokesQueryKey } from '../../api/stills';
import { useConnectedQueue } from '../job-files/useQueuedFiles';
import {
  syncAnnotations,
  type AnnotationMessage,
  type AnnotationSync,
  type SharedStill,
} from '../stills/annotationSync';
import type { CallEngine } from './callEngine';
import { captureStill } from './captureStill';

/**
 * The still both people of a running call look at: the technician takes it from their camera (it
 * goes up the job's resumable upload, so it is kept on the job), both see it, and each mark drawn
 * on it reaches the other side at once over the call's `annotations` channel, while it is also
 * stored with the photo.
 */
export function useCallStill(
  requestId: string,
  engine: CallEngine | null,
  other: CallParticipant | null,
) {
  const queryClient = useQueryClient();
  const queue = useConnectedQueue();
  const [still, setStill] = useState<SharedStill | null>(null);
  const [taking, setTaking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const sync = useRef<AnnotationSync | null>(null);

  useEffect(() => {
    if (!engine) return undefined;
    const marksOf = (
      fileId: string,
      change: (items: PhotoStrokes['items']) => PhotoStrokes['items'],
    ) =>
      queryClient.setQueryData<PhotoStrokes>(photoStrokesQueryKey(fileId), (marks) => ({
        fileId,
        items: change(marks?.items ?? []),
      }));
    const receive = (received: AnnotationMessage) => {
      if (received.type === 'still') {
        const { type: _type, ...shown } = received;
        setStill(shown);
      } else if (received.type === 'stroke') {
        marksOf(received.fileId, (items) => [
          ...items.filter((item) => item.stroke.id !== received.stroke.id),
          {
            stroke: received.stroke,
            authorId: other?.userId ?? '',
            authorRole: other?.role ?? 'company',
            createdAt: new Date().toISOString(),
          },
        ]);
      } else {
        marksOf(received.fileId, (items) =>
          items.filter((item) => item.stroke.id !== received.strokeId),
        );
      }
    };
    const current = syncAnnotations(engine.annotations, receive);
    sync.current = current;
    return () => {
      current.close();
      sync.current = null;
      setStill(null);
    };
  }, [engine, other?.userId]);

  async function take(): Promise<void> {
    if (!engine) return;
    setTaking(true);
    setMessage(null);
    try {
      const { file, width, height } = await captureStill(engine.localStream);
      const [clientId] = await queue.add(requestId, [file], { kind: 'photo', keepLocation: false });
      const fileId = clientId ? await queue.whenStored(clientId) : null;
      if (!fileId) {
        setMessage('The still could not be shown. It is with the job’s photos if it was stored.');
        return;
      }
      const shown: SharedStill = { fileId, fileName: file.name, width, height };
      setStill(shown);
      sync.current?.showStill(shown);
    } catch {
      setMessage('Your camera could not take a still.');
    } finally {
      setTaking(false);
    }
  }

  return {
    still,
    taking,
    message,
    take,
    sendStroke: (stroke: Parameters<AnnotationSync['sendStroke']>[1]) =>
      still && sync.current?.sendStroke(still.fileId, stroke),
    sendUndo: (strokeId: string) => still && sync.current?.sendUndo(still.fileId, strokeId),
  };
}
