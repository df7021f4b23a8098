import { MAX_IMAGE_MEGAPIXELS, messages, type JobFileRecord } from '@rha/contracts';
import { HttpProblem, isHttpProblem, problems, type Caller } from '@rha/kit';
import type { JobFilesApi } from '../clients/job-files.js';
import { prepareFile, type ImageJobs, type Refusal } from './images.js';
import { fileKey, type FileStorage } from './storage.js';
import type { UploadStore } from './upload-store.js';

export interface FinishDeps {
  jobFiles: JobFilesApi;
  storage: FileStorage;
  uploads: UploadStore;
  imageJobs: ImageJobs;
}

const refusals: Readonly<Record<Refusal, () => HttpProblem>> = {
  unreadable: () =>
    new HttpProblem({
      status: 415,
      code: 'unsupported_file',
      detail: messages.jobFiles.unreadable,
    }),
  tooManyPixels: () =>
    new HttpProblem({
      status: 413,
      code: 'image_too_large',
      detail: messages.jobFiles.tooManyPixels(MAX_IMAGE_MEGAPIXELS),
    }),
};

/**
 * Turns a complete upload into stored copies and tells service-request. Either every copy is
 * stored and the record says so, or nothing is left: the copies are removed and the record given
 * up, so the device starts afresh instead of believing a file it never sent whole. The answer is
 * a problem to send, or null when the file is stored.
 */
export async function finishUpload(
  deps: FinishDeps,
  caller: Caller,
  record: JobFileRecord,
): Promise<HttpProblem | null> {
  const stored: string[] = [];
  try {
    const bytes = await deps.uploads.read(record.id);
    const prepared = await prepareFile(bytes, record, deps.imageJobs);
    if ('refused' in prepared) {
      await giveUp(deps, caller, record.id);
      return refusals[prepared.refused]();
    }
    for (const { variant, bytes: copy, contentType } of prepared.variants) {
      const key = fileKey(record.id, variant);
      stored.push(key);
      await deps.storage.put(key, copy, contentType);
    }
    await deps.jobFiles.markStored(caller, record.id, {
      contentType: prepared.contentType,
      size: prepared.size,
      width: prepared.width,
      height: prepared.height,
    });
    return null;
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    await giveUp(deps, caller, record.id);
    if (isHttpProblem(error)) return error;
    caller.log.error({ err: error, fileId: record.id }, 'storing an upload failed');
    return problems.internal();
  }
}

async function giveUp(deps: FinishDeps, caller: Caller, fileId: string): Promise<void> {
  try {
    await deps.jobFiles.delete(caller, fileId);
  } catch (error) {
    // The service-request cleanup removes a record left uploading.
    caller.log.warn({ err: error, fileId }, 'giving up an upload record failed');
  }
}
