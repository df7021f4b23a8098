import { crc32, deflateSync } from 'node:zlib';
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

/**
 * A PNG whose header declares `width`×`height` pixels over a few hundred bytes of image data: what
 * a client sends to make the server decode a huge canvas from a small file.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8-bit RGB, the usual compression, filter and no interlacing.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
