import type {
  AttachmentContentType,
  JobFileKind,
  RecordedContentType,
} from '@rha/contracts/reference';

/**
 * A file picked on this device for a job (a photo of the work, or a message's attachment) and not
 * yet stored by the server. Kept with its bytes so a reload, a closed tab or a dropped link loses
 * nothing; `uploadUrl` lets the next attempt continue where the last one stopped. `clientId` is the
 * server's guard against storing it twice.
 */
export interface QueuedFile {
  clientId: string;
  /** Empty while the file is held for a request that does not exist yet (see `holder`). */
  requestId: string;
  /**
   * Set while the file waits for its request to be stored: the form that holds it, or the waiting
   * submission that will create the request. Held files are kept but not sent. Absent in files
   * queued before holding existed.
   */
  holder?: string | null;
  kind: JobFileKind;
  fileName: string;
  contentType: AttachmentContentType | RecordedContentType;
  blob: Blob;
  capturedAt: string;
  keepLocation: boolean;
  uploadUrl: string | null;
  /** The server turned it down for good (4xx): why, and it waits for the person to remove it. */
  refusal: string | null;
  /**
   * The stored file's id. Only attachments keep it on the queue once stored: the message that
   * carries them is sent by id, possibly after a reload.
   */
  fileId: string | null;
}

/** Where the queue keeps its files between visits. */
export interface QueueStorage {
  list(): Promise<QueuedFile[]>;
  put(file: QueuedFile): Promise<void>;
  remove(clientId: string): Promise<void>;
}
