import {
  acceptsContentType,
  JOB_FILE_VARIANT_SIZES,
  type AttachmentContentType,
  type JobFileKind,
  type JobFileVariant,
} from '@rha/contracts';
import sharp, { type Sharp } from 'sharp';

/** One copy to store. */
export interface Variant {
  variant: JobFileVariant;
  bytes: Buffer;
  contentType: string;
}

/** What the bytes really are, and the copies to keep of them. */
export interface PreparedFile {
  contentType: AttachmentContentType;
  size: number;
  width: number | null;
  height: number | null;
  variants: Variant[];
}

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

/**
 * Reads the uploaded bytes as what they claim to be; null when they are something else (a renamed
 * file, a truncated image, a type the kind does not take). Nothing is trusted from the browser but
 * the choice to keep the location.
 */
export async function prepareFile(bytes: Buffer, declared: Declared): Promise<PreparedFile | null> {
  const actualType = await actualContentType(bytes);
  if (
    actualType === null ||
    actualType !== declared.contentType ||
    !acceptsContentType(declared.kind, actualType)
  ) {
    return null;
  }
  if (actualType === 'application/pdf') {
    return {
      contentType: actualType,
      size: bytes.length,
      width: null,
      height: null,
      variants: [{ variant: 'original', bytes, contentType: actualType }],
    };
  }
  try {
    return await prepareImage(bytes, actualType, declared.keepLocation);
  } catch {
    // A header sharp could read over pixels it cannot decode.
    return null;
  }
}

async function actualContentType(bytes: Buffer): Promise<AttachmentContentType | null> {
  if (bytes.subarray(0, pdfSignature.length).equals(pdfSignature)) return 'application/pdf';
  try {
    const { format } = await sharp(bytes).metadata();
    return imageTypes[format] ?? null;
  } catch {
    return null;
  }
}

async function prepareImage(
  bytes: Buffer,
  contentType: AttachmentContentType,
  keepLocation: boolean,
): Promise<PreparedFile> {
  const { autoOrient } = await sharp(bytes).metadata();
  // Re-encoding drops every metadata block (EXIF with its GPS position, XMP, IPTC); the colour
  // profile stays so the colours do not shift, and the pixels are turned upright first because the
  // orientation flag goes with the rest.
  const original = keepLocation
    ? bytes
    : await reencode(sharp(bytes).autoOrient().keepIccProfile(), contentType);
  const resized = (longestSide: number) =>
    sharp(bytes)
      .autoOrient()
      .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  const [display, thumbnail] = await Promise.all([
    resized(JOB_FILE_VARIANT_SIZES.display),
    resized(JOB_FILE_VARIANT_SIZES.thumbnail),
  ]);
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

function reencode(image: Sharp, contentType: string): Promise<Buffer> {
  if (contentType === 'image/png') return image.png().toBuffer();
  if (contentType === 'image/webp') return image.webp({ quality: 90 }).toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}
