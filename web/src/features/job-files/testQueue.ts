import { UploadQueue } from './uploadQueue';
import type { QueuedFile, QueueStorage } from './queuedFile';
import type { UploadCallbacks } from './tusTransport';

/** A queue's storage in memory, as IndexedDB would keep it across a reload. */
export function memoryStorage(initial: QueuedFile[] = []) {
  const files = new Map(initial.map((file) => [file.clientId, { ...file }]));
  const storage: QueueStorage = {
    list: async () => [...files.values()].map((file) => ({ ...file })),
    put: async (file) => void files.set(file.clientId, { ...file }),
    remove: async (clientId) => void files.delete(clientId),
  };
  return { storage, files };
}

export interface FakeAttempt {
  file: QueuedFile;
  callbacks: UploadCallbacks;
  token: () => Promise<string | undefined>;
  cancelled: boolean;
}

/** A transport the test drives by hand: each started attempt waits for the test to end it. */
export function fakeTransport() {
  const attempts: FakeAttempt[] = [];
  const startUpload = (
    file: QueuedFile,
    token: () => Promise<string | undefined>,
    callbacks: UploadCallbacks,
  ) => {
    const attempt: FakeAttempt = { file: { ...file }, callbacks, token, cancelled: false };
    attempts.push(attempt);
    return () => {
      attempt.cancelled = true;
    };
  };
  return { startUpload, attempts, last: () => attempts[attempts.length - 1] };
}

export function testQueue(
  initial: QueuedFile[] = [],
  connectivity?: EventTarget & { navigator: { onLine: boolean } },
) {
  const memory = memoryStorage(initial);
  const transport = fakeTransport();
  const queue = new UploadQueue({
    storage: memory.storage,
    startUpload: transport.startUpload,
    retryDelaysMs: [1_000, 5_000],
    connectivity,
  });
  return { queue, ...memory, ...transport };
}

export function photoFile(name: string, bytes = 1000, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export function pdfFile(name: string, bytes = 1000): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** What the server answers to an upload's creation: its address, ending with the file's id. */
export function uploadUrlOf(fileId: string): string {
  return `http://localhost/api/uploads/${fileId}`;
}
