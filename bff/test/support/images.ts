import sharp from 'sharp';

/** A photo as a phone takes it: a JPEG whose EXIF carries the camera and the GPS position. */
export function photoWithLocation(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Test Phone', Model: 'Tundra 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '64/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '165/1 24/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether the image's EXIF holds a GPS block (tag 0x8825, the pointer to it). */
export async function hasGpsData(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
