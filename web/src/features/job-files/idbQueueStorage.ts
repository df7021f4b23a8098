import { clear, createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { QueuedFile, QueueStorage } from './queuedFile';

/** IndexedDB, because Blobs of several megabytes do not fit in localStorage. */
const DATABASE = 'rha.uploads';
/** Named when only photos were queued; it holds every kind of job file now. */
const STORE = 'photos';

let store: UseStore | undefined;

// Opened on first use: merely loading the module must not touch IndexedDB.
function fileStore(): UseStore {
  store ??= createStore(DATABASE, STORE);
  return store;
}

export const idbQueueStorage: QueueStorage = {
  list: () => values<QueuedFile>(fileStore()),
  put: (file) => set(file.clientId, file, fileStore()),
  remove: (clientId) => del(clientId, fileStore()),
};

/**
 * Drops every queued file (photos and attachments) on this device: they belong to whoever was
 * signed in. Signing out goes on even when IndexedDB is missing or refuses.
 */
export async function clearQueuedFiles(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await clear(fileStore());
  } catch (error) {
    console.warn('The upload queue on this device could not be cleared', error);
  }
}
