import { JOB_FILE_VARIANT_SIZES } from '@rha/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareFile, type Declared } from '../src/files/images.js';
import { hasGpsData, pdfBytes, photoWithLocation } from './support/images.js';

const photo: Declared = { kind: 'photo', contentType: 'image/jpeg', keepLocation: false };

describe('preparing an uploaded file', () => {
  it('removes the location from the original and makes the screen and list copies', async () => {
    const upload = await photoWithLocation();
    expect(await hasGpsData(upload)).toBe(true);

    const prepared = await prepareFile(upload, photo);

    expect(prepared).toMatchObject({ contentType: 'image/jpeg', width: 2400, height: 1800 });
    const copies = new Map(prepared!.variants.map((v) => [v.variant, v]));
    const original = copies.get('original')!;
    expect(original.contentType).toBe('image/jpeg');
    expect(prepared!.size).toBe(original.bytes.length);
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

    const prepared = await prepareFile(upload, { ...photo, keepLocation: true });

    const original = prepared!.variants.find((v) => v.variant === 'original')!;
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

    const prepared = await prepareFile(sideways, photo);

    expect(prepared).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(prepared!.variants[0]!.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 400, undefined]);
  });

  it('does not enlarge a small picture', async () => {
    const small = await sharp({
      create: { width: 100, height: 80, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();

    const prepared = await prepareFile(small, { ...photo, contentType: 'image/png' });

    expect(prepared!.variants.map((v) => v.contentType)).toEqual([
      'image/png',
      'image/webp',
      'image/webp',
    ]);
    const display = await sharp(prepared!.variants[1]!.bytes).metadata();
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
      expect(await prepareFile(bytes, declared)).toBeNull();
    }
  });

  it('keeps a PDF attachment as it came, with no resized copies', async () => {
    const prepared = await prepareFile(pdfBytes, {
      kind: 'attachment',
      contentType: 'application/pdf',
      keepLocation: false,
    });

    expect(prepared).toMatchObject({ contentType: 'application/pdf', width: null, height: null });
    expect(prepared!.variants.map((v) => v.variant)).toEqual(['original']);
  });
});
