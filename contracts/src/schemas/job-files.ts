import { z } from 'zod';
import {
  ATTACHMENT_CONTENT_TYPES,
  CLIP_CONTENT_TYPES,
  JOB_FILE_KINDS,
  MAX_JOB_FILE_BYTES,
  PHOTO_CONTENT_TYPES,
  RECORDING_LIMITS,
  VOICE_NOTE_CONTENT_TYPES,
  type JobFileKind,
} from '../reference/job-files.js';
import { requiredText } from './fields.js';
import { messages } from './messages.js';
import { capturedAtField } from './on-site.js';

const m = messages.jobFiles;

const MEGABYTE = 1024 * 1024;

const kindField = z.enum(JOB_FILE_KINDS, { message: m.invalidKind }).meta({
  description:
    "A photo of the work, a file attached to a message, a document the company supplied with its request, the technician's recorded clip, the expert's voice note, or a cost's receipt.",
});

const sizeField = z
  .number({ message: m.invalidSize })
  .int(m.invalidSize)
  .min(1, m.invalidSize)
  .max(MAX_JOB_FILE_BYTES, m.tooLarge(MAX_JOB_FILE_BYTES / MEGABYTE));

// A recorder names its codecs after the type (`video/webm;codecs=vp8,opus`): only the type counts.
const contentTypeField = z
  .string({ message: m.unsupportedAttachmentType })
  .transform((value) => (value.split(';')[0] ?? '').trim().toLowerCase());

const contentTypesByKind: Readonly<Record<JobFileKind, readonly string[]>> = {
  photo: PHOTO_CONTENT_TYPES,
  attachment: ATTACHMENT_CONTENT_TYPES,
  document: ATTACHMENT_CONTENT_TYPES,
  clip: CLIP_CONTENT_TYPES,
  voiceNote: VOICE_NOTE_CONTENT_TYPES,
  receipt: ATTACHMENT_CONTENT_TYPES,
};

/**
 * Photos are images only; attachments and a request's documents may also be PDFs; a clip and a
 * voice note only what a recorder writes.
 */
export function acceptsContentType(kind: JobFileKind, contentType: string): boolean {
  return contentTypesByKind[kind].includes(contentType);
}

/** The message naming what a kind takes. */
export function unsupportedTypeMessage(kind: JobFileKind): string {
  if (kind === 'photo') return m.unsupportedPhotoType;
  if (kind === 'clip') return m.unsupportedClipType;
  if (kind === 'voiceNote') return m.unsupportedVoiceNoteType;
  if (kind === 'receipt') return m.unsupportedReceiptType;
  return m.unsupportedAttachmentType;
}

/** The largest file of a kind: a recording is bounded by its length, anything else by the upload. */
export function maxBytesOf(kind: JobFileKind): number {
  if (kind === 'clip' || kind === 'voiceNote') return RECORDING_LIMITS[kind].maxBytes;
  return MAX_JOB_FILE_BYTES;
}

function checkContentType(
  file: { kind: JobFileKind; contentType: string },
  ctx: z.RefinementCtx,
): void {
  if (!acceptsContentType(file.kind, file.contentType)) {
    ctx.addIssue({
      code: 'custom',
      path: ['contentType'],
      message: unsupportedTypeMessage(file.kind),
    });
  }
}

function checkSize(file: { kind: JobFileKind; size: number }, ctx: z.RefinementCtx): void {
  const max = maxBytesOf(file.kind);
  // Past the upload's own limit the size field has already said so.
  if (file.size > max && max < MAX_JOB_FILE_BYTES) {
    ctx.addIssue({
      code: 'custom',
      path: ['size'],
      message: m.tooLarge(Math.round((max / MEGABYTE) * 10) / 10),
    });
  }
}

/**
 * What the browser tells the upload endpoint about a file before sending its bytes (tus
 * metadata is text only, hence the text flag). `clientId` is made on the device when the file is
 * picked, so a file queued again after a reload is not stored twice.
 */
export const uploadMetadataSchema = z
  .strictObject({
    requestId: z.uuid({ message: m.uploadNotFound }),
    kind: kindField,
    clientId: z.uuid({ message: messages.onSite.invalidClientId }),
    fileName: requiredText(m.fileNameRequired, 200),
    contentType: contentTypeField,
    capturedAt: capturedAtField,
    keepLocation: z.enum(['true', 'false']).default('false'),
  })
  .superRefine(checkContentType);

export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;
export type UploadMetadataInput = z.input<typeof uploadMetadataSchema>;

/** The upload endpoint asks service-request for leave to take a file onto a job. */
export const newJobFileSchema = z
  .strictObject({
    kind: kindField,
    clientId: z.uuid({ message: messages.onSite.invalidClientId }),
    fileName: requiredText(m.fileNameRequired, 200),
    contentType: contentTypeField,
    size: sizeField,
    capturedAt: capturedAtField,
    keepLocation: z.boolean().default(false),
  })
  .superRefine(checkContentType)
  .superRefine(checkSize)
  .meta({ id: 'NewJobFile' });

export type NewJobFile = z.infer<typeof newJobFileSchema>;

/** The upload endpoint reports the checked, stored file: what the bytes really were. */
export const jobFileStoredSchema = z
  .strictObject({
    contentType: z.enum(
      [...ATTACHMENT_CONTENT_TYPES, ...CLIP_CONTENT_TYPES, ...VOICE_NOTE_CONTENT_TYPES],
      { message: m.unreadable },
    ),
    size: sizeField,
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
  })
  .meta({ id: 'JobFileStored' });

export type JobFileStored = z.infer<typeof jobFileStoredSchema>;

/** A file on a job as its readers see it; its bytes are fetched through the file paths by id. */
export interface JobFile {
  id: string;
  kind: JobFileKind;
  fileName: string;
  contentType: string;
  size: number;
  /** Pixels, for images; null for documents. */
  width: number | null;
  height: number | null;
  /** When the device took or picked it. */
  capturedAt: string;
  /** When the server had all of it. */
  receivedAt: string;
}

/**
 * A file as the upload endpoint sees it: asked for on every upload request and every download,
 * so a job that changes hands stops an upload midway and a stranger never reads a byte.
 * `uploading` until the bytes are checked and stored.
 */
export interface JobFileRecord {
  id: string;
  requestId: string;
  kind: JobFileKind;
  status: 'uploading' | 'stored';
  fileName: string;
  contentType: string;
  size: number;
  /** Whether the device's location may stay in the photo's metadata. */
  keepLocation: boolean;
  /** Only the one who started an upload may continue or abandon it. */
  uploadedByCaller: boolean;
  receivedAt: string | null;
}
