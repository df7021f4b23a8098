import { pricing } from './pricing.js';
import type { ServiceType } from './service-request.js';

/**
 * What a file on a job is for: a photo of the work, an attachment to a message, a document the
 * company supplied with its request, a short video the technician recorded for the expert when no
 * call could be held, the expert's spoken answer, or the receipt of a cost the technician paid.
 */
export const JOB_FILE_KINDS = [
  'photo',
  'attachment',
  'document',
  'clip',
  'voiceNote',
  'receipt',
] as const;
export type JobFileKind = (typeof JOB_FILE_KINDS)[number];

/**
 * Image types the server can read, check and resize. HEIC is left out: the image library's
 * prebuilt binaries cannot decode it, so such a photo would be stored but never shown.
 */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** A message's attachment or a request's document may also be a PDF. */
export const ATTACHMENT_CONTENT_TYPES = [...PHOTO_CONTENT_TYPES, 'application/pdf'] as const;
export type AttachmentContentType = (typeof ATTACHMENT_CONTENT_TYPES)[number];

/** The largest file one upload may carry. */
export const MAX_JOB_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The most pixels an image may have, in millions: the full-resolution output of a 64 MP phone
 * sensor fits, while a small file that declares a huge canvas (whose decoding would take seconds
 * and gigabytes) does not.
 */
export const MAX_IMAGE_MEGAPIXELS = 70;

/** Remote Eyes promises a set number of photos; other types take a configurable maximum. */
export const PHOTO_LIMITS_BY_TYPE: Readonly<Partial<Record<ServiceType, number>>> = {
  'remote-eyes': pricing.remoteEyes.maxPhotos,
};

export const DEFAULT_PHOTO_LIMIT = 50;

/** The stored copies of an image: as uploaded (location removed unless kept), for the screen, for lists. */
export const JOB_FILE_VARIANTS = ['original', 'display', 'thumbnail'] as const;
export type JobFileVariant = (typeof JOB_FILE_VARIANTS)[number];

/** The longest side, in pixels, of the resized copies. */
export const JOB_FILE_VARIANT_SIZES = { display: 1600, thumbnail: 320 } as const;

/**
 * Uploads go in parts of this size: each part the server confirms is progress that survives a drop,
 * even behind a satellite provider's proxy that holds a request until its body is complete. Large
 * enough that the round trip per part stays small beside its sending time on a slow link.
 */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** An upload untouched this long is given up and its bytes removed. */
export const ABANDONED_UPLOAD_HOURS = 24;

/**
 * What a browser's MediaRecorder writes, by kind, without its codecs parameter: WebM in Chromium
 * and Firefox, MP4 in Safari, Ogg for Firefox's audio.
 */
export const CLIP_CONTENT_TYPES = ['video/webm', 'video/mp4'] as const;
export const VOICE_NOTE_CONTENT_TYPES = ['audio/webm', 'audio/mp4', 'audio/ogg'] as const;
export type ClipContentType = (typeof CLIP_CONTENT_TYPES)[number];
export type VoiceNoteContentType = (typeof VOICE_NOTE_CONTENT_TYPES)[number];
export type RecordedContentType = ClipContentType | VoiceNoteContentType;

/**
 * How a clip and a voice note are recorded: low enough that a minute of it crosses a thin
 * satellite link in a few minutes, and the largest file each may be (its length at the recorder's
 * rate, with room for a recorder that overshoots).
 */
export const RECORDING_LIMITS = {
  clip: {
    maxSeconds: 60,
    videoBitsPerSecond: 150_000,
    audioBitsPerSecond: 24_000,
    maxBytes: 3 * 1024 * 1024,
  },
  voiceNote: {
    maxSeconds: 120,
    audioBitsPerSecond: 24_000,
    maxBytes: 1024 * 1024,
  },
} as const;
