import {
  createServiceRequestClient,
  type JobFile,
  type JobFileRecord,
  type JobFileStored,
  type NewJobFile,
} from '@rha/contracts';
import { serviceCalls, type Caller } from '@rha/kit';

/**
 * The service-request service's side of job files: it decides, with the caller's token, who may
 * start, continue, finish and read each file; the bff only moves the bytes. Its refusals (field
 * errors, 403, 404, 409 with their messages) reach the browser as they are.
 */
export interface JobFilesApi {
  /** Leave to upload onto a request; the record's id names the upload. */
  create(caller: Caller, requestId: string, file: NewJobFile): Promise<JobFileRecord>;
  /** The record when the caller may use it; 404 (thrown) for an unknown or foreign id. */
  get(caller: Caller, fileId: string): Promise<JobFileRecord>;
  markStored(caller: Caller, fileId: string, stored: JobFileStored): Promise<JobFile>;
  /** The caller's own uploads still under way, whatever their job, oldest first. */
  unfinished(caller: Caller): Promise<JobFileRecord[]>;
  delete(caller: Caller, fileId: string): Promise<void>;
}

export function createJobFilesApi(options: { baseUrl: string; fetch?: typeof fetch }): JobFilesApi {
  const client = createServiceRequestClient(options);
  const files = serviceCalls({
    service: 'service-request',
    timeoutMs: 10_000,
    relay: [400, 401, 403, 404, 409],
  });

  return {
    create: (caller, requestId, file) =>
      files.call(caller, 'POST /service-requests/{id}/files', (init) =>
        client.POST('/service-requests/{id}/files', {
          ...init,
          params: { path: { id: requestId } },
          body: file,
        }),
      ),

    get: (caller, fileId) =>
      files.call(caller, 'GET /files/{fileId}', (init) =>
        client.GET('/files/{fileId}', { ...init, params: { path: { fileId } } }),
      ),

    markStored: (caller, fileId, stored) =>
      files.call(caller, 'POST /files/{fileId}/stored', (init) =>
        client.POST('/files/{fileId}/stored', {
          ...init,
          params: { path: { fileId } },
          body: stored,
        }),
      ),

    async unfinished(caller) {
      const { items } = await files.call(caller, 'GET /files/unfinished', (init) =>
        client.GET('/files/unfinished', init),
      );
      return items;
    },

    async delete(caller, fileId) {
      await files.call(caller, 'DELETE /files/{fileId}', (init) =>
        client.DELETE('/files/{fileId}', { ...init, params: { path: { fileId } } }),
      );
    },
  };
}
