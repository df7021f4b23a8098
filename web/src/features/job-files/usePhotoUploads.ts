import { useQueuedFiles } from './useQueuedFiles';

/** The queued photos of one job, and adding to them. */
export function usePhotoUploads(requestId: string) {
  const { queue, queued } = useQueuedFiles(requestId, 'photo');
  return {
    queued,
    add: (files: readonly File[], keepLocation: boolean) =>
      queue.add(requestId, files, { kind: 'photo', keepLocation }),
    remove: (clientId: string) => queue.remove(clientId),
  };
}
