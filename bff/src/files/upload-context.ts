import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobFileRecord } from '@rha/contracts';
import type { Caller } from '@rha/kit';

/**
 * What the Koa side learnt about an upload request before handing it to tus: who asks, and the
 * file record the service-request service allowed. tus's hooks run inside the same async call,
 * so they read it from here instead of parsing the request again.
 */
export interface UploadRequest {
  caller: Caller;
  /** Absent only for requests that name no upload (OPTIONS). */
  record?: JobFileRecord;
}

export const uploadRequests = new AsyncLocalStorage<UploadRequest>();

export function currentUpload(): UploadRequest {
  const current = uploadRequests.getStore();
  if (!current) throw new Error('a tus hook ran outside an upload request');
  return current;
}
