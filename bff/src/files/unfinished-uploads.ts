import { messages } from '@rha/contracts';
import { HttpProblem, type Caller } from '@rha/kit';
import type { DataStore } from '@tus/server';
import type { JobFilesApi } from '../clients/job-files.js';
import { isGone } from './upload-store.js';

/** How many unfinished uploads one user may have, and how many bytes they may hold together. */
export interface UnfinishedUploadLimits {
  maxCount: number;
  maxBytes: number;
}

/** What one user's unfinished uploads hold now: bytes received, not bytes announced. */
interface Usage {
  count: number;
  bytes: number;
  offsets: ReadonlyMap<string, number>;
}

const MEGABYTE = 1024 * 1024;

/**
 * Holds each user to a number of unfinished uploads and to the bytes they keep in the store, so
 * no account can fill it with uploads that never finish. Which uploads are a user's comes from
 * service-request, which every replica shares; their bytes from the store itself, so an upload
 * that announced 25 MB and sent nothing weighs nothing, and one given up weighs nothing at once.
 */
export function unfinishedUploadGuard(deps: {
  jobFiles: JobFilesApi;
  datastore: DataStore;
  limits: UnfinishedUploadLimits;
}) {
  const { maxCount, maxBytes } = deps.limits;

  const offsetOf = async (id: string): Promise<number> => {
    try {
      return (await deps.datastore.getUpload(id)).offset;
    } catch (error) {
      // A record whose bytes never reached the store, or are leaving it as the upload ends.
      if (isGone(error)) return 0;
      throw error;
    }
  };

  const usageOf = async (caller: Caller): Promise<Usage> => {
    const records = await deps.jobFiles.unfinished(caller);
    const offsets = new Map(
      await Promise.all(records.map(async ({ id }) => [id, await offsetOf(id)] as const)),
    );
    const bytes = [...offsets.values()].reduce((sum, offset) => sum + offset, 0);
    return { count: records.length, bytes, offsets };
  };

  const full = () =>
    new HttpProblem({
      status: 413,
      code: 'unfinished_uploads_full',
      detail: messages.jobFiles.unfinishedBytesFull(maxBytes / MEGABYTE),
    });

  return {
    /** Before an upload is created: room for one more, and bytes left to fill it. */
    async checkStart(caller: Caller): Promise<void> {
      const usage = await usageOf(caller);
      if (usage.count >= maxCount) {
        throw new HttpProblem({
          status: 429,
          code: 'too_many_unfinished_uploads',
          detail: messages.jobFiles.tooManyUnfinished(maxCount),
        });
      }
      if (usage.bytes >= maxBytes) throw full();
    },

    /**
     * Before bytes are written to upload `id` of `size` bytes: the most this request can add
     * (its Content-Length, or else the rest of the file) must fit beside what is already held.
     */
    async checkBytes(
      caller: Caller,
      upload: { id: string; size: number },
      contentLength: number | null,
    ): Promise<void> {
      const usage = await usageOf(caller);
      const rest = upload.size - (usage.offsets.get(upload.id) ?? 0);
      const incoming = Math.min(contentLength ?? rest, rest);
      if (usage.bytes + incoming > maxBytes) throw full();
    },
  };
}

export type UnfinishedUploadGuard = ReturnType<typeof unfinishedUploadGuard>;
