import { idbQueueStorage } from './idbQueueStorage';
import { tusUpload } from './tusTransport';
import { UploadQueue } from './uploadQueue';

/** The one queue of this tab, for photos and attachments; its uploads outlive the page that started them. */
export const jobFileUploads = new UploadQueue({
  storage: idbQueueStorage,
  startUpload: tusUpload,
  connectivity: typeof window === 'undefined' ? undefined : window,
});
