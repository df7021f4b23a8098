import Router from '@koa/router';
import {
  MAX_JOB_FILE_BYTES,
  messages,
  uploadMetadataSchema,
  type JobFileRecord,
} from '@rha/contracts';
import { bffEndpoints } from '@rha/contracts/endpoints';
import {
  callerOf,
  handle,
  HttpProblem,
  pathParams,
  problems,
  type Auth,
  type Caller,
} from '@rha/kit';
import { Metadata, type Server } from '@tus/server';
import type Koa from 'koa';
import type { JobFilesApi } from '../clients/job-files.js';
import { unfinishedUploadGuard, type UnfinishedUploadLimits } from '../files/unfinished-uploads.js';
import { uploadRequests } from '../files/upload-context.js';
import { UPLOADS_PATH } from '../files/upload-server.js';

export interface UploadRoutesDeps {
  auth: Auth;
  jobFiles: JobFilesApi;
  server: Server;
  unfinishedUploads: UnfinishedUploadLimits;
}

const MEGABYTE = 1024 * 1024;

/**
 * The tus protocol at /api/uploads. Each request is let through to tus only once service-request
 * has allowed it with the caller's token: creating asks for a file record (its id becomes the
 * upload's), and every later request asks for that record again, so an upload stops the moment
 * its job changes hands. An upload someone else started, or one already finished, is not found.
 */
export function uploadRoutes({
  auth,
  jobFiles,
  server,
  unfinishedUploads,
}: UploadRoutesDeps): Router {
  const router = new Router();
  const guard = unfinishedUploadGuard({
    jobFiles,
    datastore: server.datastore,
    limits: unfinishedUploads,
  });
  const anyParty = auth.requireRole('company', 'technician', 'admin');

  const passToTus = async (ctx: Koa.Context, caller: Caller, record?: JobFileRecord) => {
    ctx.respond = false;
    await uploadRequests.run(record ? { caller, record } : { caller }, () =>
      server.handle(ctx.req, ctx.res),
    );
  };

  // A browser asks before a cross-origin upload; the answer holds nothing of anyone's.
  router.options([UPLOADS_PATH, `${UPLOADS_PATH}/:id`], async (ctx) => {
    await passToTus(ctx, callerOf(ctx));
  });

  router.post(
    UPLOADS_PATH,
    async (ctx, next) => {
      await anyParty(ctx);
      // The metadata header is this request's input: handle() checks it like a JSON body.
      Object.assign(ctx.request, { body: metadataOf(ctx.get('upload-metadata')) });
      await next();
    },
    handle({ auth: anyParty, body: uploadMetadataSchema }, async (ctx, { body }) => {
      const size = uploadLengthOf(ctx.get('upload-length'));
      const caller = callerOf(ctx);
      await guard.checkStart(caller);
      const record = await jobFiles.create(caller, body.requestId, {
        kind: body.kind,
        clientId: body.clientId,
        fileName: body.fileName,
        contentType: body.contentType,
        size,
        capturedAt: body.capturedAt,
        keepLocation: body.keepLocation === 'true',
      });
      await passToTus(ctx, caller, record);
      // tus refused what service-request allowed (a protocol header, the store): the record goes.
      if (ctx.res.statusCode !== 201) {
        await jobFiles.delete(caller, record.id).catch((error: unknown) => {
          caller.log.warn({ err: error, fileId: record.id }, 'giving up an upload record failed');
        });
      }
    }),
  );

  // An id that does not parse is no upload of the caller's: the same 404 as one of someone else's.
  const uploadNotFound = () => problems.notFound(messages.jobFiles.uploadNotFound);
  const ownUpload = async (caller: Caller, id: string): Promise<JobFileRecord> => {
    const record = await jobFiles.get(caller, id);
    if (record.status !== 'uploading' || !record.uploadedByCaller) throw uploadNotFound();
    return record;
  };

  router.head(
    `${UPLOADS_PATH}/:id`,
    handle(
      { auth: anyParty, ...pathParams(bffEndpoints, 'getUploadOffset', uploadNotFound) },
      async (ctx, { params }) => {
        const caller = callerOf(ctx);
        await passToTus(ctx, caller, await ownUpload(caller, params.id));
      },
    ),
  );

  router.patch(
    `${UPLOADS_PATH}/:id`,
    handle(
      { auth: anyParty, ...pathParams(bffEndpoints, 'sendUploadBytes', uploadNotFound) },
      async (ctx, { params }) => {
        const caller = callerOf(ctx);
        const record = await ownUpload(caller, params.id);
        await guard.checkBytes(caller, record, ctx.request.length ?? null);
        await passToTus(ctx, caller, record);
      },
    ),
  );

  router.delete(
    `${UPLOADS_PATH}/:id`,
    handle(
      { auth: anyParty, ...pathParams(bffEndpoints, 'cancelUpload', uploadNotFound) },
      async (ctx, { params }) => {
        const caller = callerOf(ctx);
        const record = await ownUpload(caller, params.id);
        // The record first: bytes left behind by a failure below expire on their own.
        await jobFiles.delete(caller, record.id);
        await passToTus(ctx, caller, record);
      },
    ),
  );

  return router;
}

/** tus metadata as an object for the schema: a key sent without a value counts as absent. */
function metadataOf(header: string): Record<string, string> {
  let parsed: Record<string, string | null>;
  try {
    parsed = header ? Metadata.parse(header) : {};
  } catch {
    throw problems.badRequest('invalid_metadata', 'Upload-Metadata is not valid tus metadata.');
  }
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

function uploadLengthOf(header: string): number {
  const size = /^\d{1,15}$/.test(header) ? Number(header) : Number.NaN;
  if (!Number.isSafeInteger(size) || size < 1) {
    throw problems.validation([{ field: 'Upload-Length', message: messages.jobFiles.invalidSize }]);
  }
  if (size > MAX_JOB_FILE_BYTES) {
    throw new HttpProblem({
      status: 413,
      code: 'payload_too_large',
      detail: messages.jobFiles.tooLarge(MAX_JOB_FILE_BYTES / MEGABYTE),
    });
  }
  return size;
}
