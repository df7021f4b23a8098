import {
  acceptsContentType,
  JOB_FILE_VARIANT_SIZES,
  MAX_IMAGE_MEGAPIXELS,
  type AttachmentContentType,
  type JobFileKind,
  type JobFileVariant,
  type RecordedContentType,
} from '@rha/contracts';
import sharp, { type Sharp } from 'sharp';
import { isRecordingOf } from './recordings.js';

/** One copy to store. */
export interface Variant {
  variant: JobFileVariant;
  bytes: Buffer;
  contentType: string;
}

/** What the bytes really are, and the copies to keep of them. */
export interface PreparedFile {
  contentType: AttachmentContentType | RecordedContentType;
  size: number;
  width: number | null;
  height: number | null;
  variants: Variant[];
}

/** Why the bytes are not kept: not what they claim to be, or an image too large to decode. */
export type Refusal = 'unreadable' | 'tooManyPixels';

/**
 * Runs one image's decoding and encoding when its turn comes (a p-limit function): sharp works on
 * libuv's small thread pool, where file reads for downloads wait behind it.
 */
export type ImageJobs = <T>(job: () => Promise<T>) => Promise<T>;

export interface Declared {
  kind: JobFileKind;
  contentType: string;
  keepLocation: boolean;
}

const imageTypes: Readonly<Record<string, AttachmentContentType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const pdfSignature = Buffer.from('%PDF-');
const maxPixels = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** sharp itself refuses to decode more pixels than the header check lets through. */
const image = (bytes: Buffer) => sharp(bytes, { limitInputPixels: maxPixels });

/**
 * Reads the uploaded bytes as what they claim to be, and refuses them when they are something else
 * (a renamed file, a truncated image, a type the kind does not take) or an image whose header
 * declares more pixels than a phone camera makes. Nothing is trusted from the browser but the
 * choice to keep the location. Only the copies wait for `imageJobs`: the checks read headers.
 */
export async function prepareFile(
  bytes: Buffer,
  declared: Declared,
  imageJobs: ImageJobs,
): Promise<PreparedFile | { refused: Refusal }> {
  if (declared.kind === 'clip' || declared.kind === 'voiceNote') {
    return prepareRecording(bytes, declared);
  }
  const header = await readHeader(bytes);
  if (
    header === null ||
    header.contentType !== declared.contentType ||
    !acceptsContentType(declared.kind, header.contentType)
  ) {
    return { refused: 'unreadable' };
  }
  if (header.contentType === 'application/pdf') {
    return {
      contentType: header.contentType,
      size: bytes.length,
      width: null,
      height: null,
      variants: [{ variant: 'original', bytes, contentType: header.contentType }],
    };
  }
  if (header.pixels > maxPixels) return { refused: 'tooManyPixels' };
  const { contentType } = header;
  try {
    return await imageJobs(() => prepareImage(bytes, contentType, declared.keepLocation));
  } catch {
    // A header sharp could read over pixels it cannot decode.
    return { refused: 'unreadable' };
  }
}

/**
 * A clip or a voice note is kept as recorded: its container is checked against the declared type
 * and the kind's, and nothing is decoded (the browser plays it).
 */
function prepareRecording(bytes: Buffer, declared: Declared): PreparedFile | { refused: Refusal } {
  const contentType = declared.contentType as RecordedContentType;
  if (!acceptsContentType(declared.kind, contentType) || !isRecordingOf(bytes, contentType)) {
    return { refused: 'unreadable' };
  }
  return {
    contentType,
    size: bytes.length,
    width: null,
    height: null,
    variants: [{ variant: 'original', bytes, contentType }],
  };
}

interface Header {
  contentType: AttachmentContentType;
  /** 0 for a document. */
  pixels: number;
}

async function readHeader(bytes: Buffer): Promise<Header | null> {
  if (bytes.subarray(0, pdfSignature.length).equals(pdfSignature)) {
    return { contentType: 'application/pdf', pixels: 0 };
  }
  try {
    // metadata() parses the header only: no pixel is decoded yet.
    const { format, width, height } = await sharp(bytes).metadata();
    const contentType = imageTypes[format];
    return contentType ? { contentType, pixels: width * height } : null;
  } catch {
    return null;
  }
}

async function prepareImage(
  bytes: Buffer,
  contentType: AttachmentContentType,
  keepLocation: boolean,
): Promise<PreparedFile> {
  const { autoOrient } = await image(bytes).metadata();
  // Re-encoding drops every metadata block (EXIF with its GPS position, XMP, IPTC); the colour
  // profile stays so the colours do not shift, and the pixels are turned upright first because the
  // orientation flag goes with the rest.
  const original = keepLocation
    ? bytes
    : await reencode(image(bytes).autoOrient().keepIccProfile(), contentType);
  const resized = (longestSide: number) =>
    image(bytes)
      .autoOrient()
      .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  // One after the other: a job holds one of libuv's threads at a time, so the queue's bound is
  // the number of threads image work can take from file reads.
  const display = await resized(JOB_FILE_VARIANT_SIZES.display);
  const thumbnail = await resized(JOB_FILE_VARIANT_SIZES.thumbnail);
  return {
    contentType,
    size: original.length,
    width: autoOrient.width,
    height: autoOrient.height,
    variants: [
      { variant: 'original', bytes: original, contentType },
      { variant: 'display', bytes: display, contentType: 'image/webp' },
      { variant: 'thumbnail', bytes: thumbnail, contentType: 'image/webp' },
    ],
  };
}

function reencode(copy: Sharp, contentType: string): Promise<Buffer> {
  if (contentType === 'image/png') return copy.png().toBuffer();
  if (contentType === 'image/webp') return copy.webp({ quality: 90 }).toBuffer();
  return copy.jpeg({ quality: 90 }).toBuffer();
}
