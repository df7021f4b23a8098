import { createContext, useContext } from 'react';
import { jobFileUploads } from './jobFileUploads';
import type { UploadQueue } from './uploadQueue';

/** The app uses the tab's queue; tests hand in one with fake storage and transport. */
export const UploadQueueContext = createContext<UploadQueue>(jobFileUploads);

export function useUploadQueue(): UploadQueue {
  return useContext(UploadQueueContext);
}
