import { JOB_FILE_VARIANT_SIZES } from '@rha/contracts';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  prepareFile,
  type Declared,
  type ImageJobs,
  type PreparedFile,
} from '../src/files/images.js';
import { hasGpsData, pdfBytes, photoWithLocation, pngDeclaring } from './support/images.js';

const photo: Declared = { kind: 'photo', contentType: 'image/jpeg', keepLocation: false };

/** The production queue's kind, counting how many of its jobs ran at once. */
function observedImageJobs(concurrency: number) {
  const limit = pLimit(concurrency);
  const seen = { started: 0, running: 0, mostAtOnce: 0 };
  const jobs: ImageJobs = (job) =>
    limit(async () => {
      seen.started += 1;
      seen.running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      try {
        return await job();
      } finally {
        seen.running -= 1;
      }
    });
  return { jobs, seen };
}

async function preparedFile(bytes: Buffer, declared: Declared): Promise<PreparedFile> {
  const result = await prepareFile(bytes, declared, pLimit(2));
  if ('refused' in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

const refusalOf = async (bytes: Buffer, declared: Declared) => {
  const result = await prepareFile(bytes, declared, pLimit(2));
  return 'refused' in result ? result.refused : null;
};

describe('preparing an uploaded file', () => {
  it('removes the location from the original and makes the screen and list copies', async () => {
    const upload = await photoWithLocation();
    expect(await hasGpsData(upload)).toBe(true);

    const prepared = await preparedFile(upload, photo);

    expect(prepared).toMatchObject({ contentType: 'image/jpeg', width: 2400, height: 1800 });
    const copies = new Map(prepared.variants.map((v) => [v.variant, v]));
    const original = copies.get('original')!;
    expect(original.contentType).toBe('image/jpeg');
    expect(prepared.size).toBe(original.bytes.length);
    expect(await hasGpsData(original.bytes)).toBe(false);
    expect((await sharp(original.bytes).metadata()).exif).toBeUndefined();
    for (const variant of ['display', 'thumbnail'] as const) {
      const copy = copies.get(variant)!;
      const meta = await sharp(copy.bytes).metadata();
      expect(copy.contentType).toBe('image/webp');
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width, meta.height)).toBe(JOB_FILE_VARIANT_SIZES[variant]);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('keeps the original byte for byte when the technician opted to keep the location', async () => {
    const upload = await photoWithLocation();

    const prepared = await preparedFile(upload, { ...photo, keepLocation: true });

    const original = prepared.variants.find((v) => v.variant === 'original')!;
    expect(original.bytes.equals(upload)).toBe(true);
    expect(await hasGpsData(original.bytes)).toBe(true);
  });

  it('turns the pixels upright before the orientation flag goes with the rest', async () => {
    // Orientation 6: the camera was turned; the picture is shown rotated by 90 degrees.
    const sideways = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const prepared = await preparedFile(sideways, photo);

    expect(prepared).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(prepared.variants[0]!.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
  });

  it('does not enlarge a small picture', async () => {
    const small = await sharp({
      create: { width: 100, height: 80, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();

    const prepared = await preparedFile(small, { ...photo, contentType: 'image/png' });

    expect(prepared.variants.map((v) => v.contentType)).toEqual([
      'image/png',
      'image/webp',
      'image/webp',
    ]);
    const display = await sharp(prepared.variants[1]!.bytes).metadata();
    expect([display.width, display.height]).toEqual([100, 80]);
  });

  it('refuses bytes that are not what they claim to be', async () => {
    const jpeg = await photoWithLocation(64, 48);
    const refused: [Buffer, Declared][] = [
      [Buffer.from('just some text pretending to be a photo'), photo],
      // A real JPEG declared as PNG.
      [jpeg, { ...photo, contentType: 'image/png' }],
      // A truncated image: its header reads, its pixels do not.
      [jpeg.subarray(0, 200), photo],
      // A PDF is an attachment, never a photo.
      [pdfBytes, { ...photo, contentType: 'application/pdf' }],
    ];
    for (const [bytes, declared] of refused) {
      expect(await refusalOf(bytes, declared)).toBe('unreadable');
    }
  });

  it('keeps a PDF attachment as it came, with no resized copies', async () => {
    const pdf = await preparedFile(pdfBytes, {
      kind: 'attachment',
      contentType: 'application/pdf',
      keepLocation: false,
    });

    expect(pdf).toMatchObject({ contentType: 'application/pdf', width: null, height: null });
    expect(pdf.variants.map((v) => v.variant)).toEqual(['original']);
  });

  it('refuses an image declaring more pixels than a phone makes, from its header alone', async () => {
    const png: Declared = { ...photo, contentType: 'image/png' };
    const { jobs, seen } = observedImageJobs(2);

    for (const [width, height] of [
      [16_383, 16_383],
      // Just past 70 megapixels.
      [10_000, 7_001],
    ] as const) {
      expect(await prepareFile(pngDeclaring(width, height), png, jobs)).toEqual({
        refused: 'tooManyPixels',
      });
    }
    // Never queued for decoding.
    expect(seen.started).toBe(0);
    // A header at the limit is not refused for its size: its missing pixels make it unreadable.
    expect(await prepareFile(pngDeclaring(10_000, 7_000), png, jobs)).toEqual({
      refused: 'unreadable',
    });
  });

  it('makes the copies of at most as many images at once as the queue allows', async () => {
    const { jobs, seen } = observedImageJobs(2);
    const photos = await Promise.all(
      Array.from({ length: 6 }, (_, index) => photoWithLocation(1200 + index, 900)),
    );

    const results = await Promise.all(photos.map((bytes) => prepareFile(bytes, photo, jobs)));

    expect(results.map((result) => ('refused' in result ? result.refused : result.width))).toEqual([
      1200, 1201, 1202, 1203, 1204, 1205,
    ]);
    expect(seen.started).toBe(6);
    expect(seen.mostAtOnce).toBe(2);
  });
});
