import type { RecordedContentType } from '@rha/contracts';

/**
 * The containers a browser's MediaRecorder writes, told apart by their first bytes: Matroska's
 * EBML header (WebM), an ISO base media `ftyp` box (MP4), an Ogg page. Each container takes the
 * types of its family; the file's kind has already narrowed them to video or audio.
 */
const containers: readonly {
  matches: (bytes: Buffer) => boolean;
  types: readonly RecordedContentType[];
}[] = [
  {
    matches: (bytes) =>
      bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) &&
      // The EBML header names its document type; Matroska files that are not WebM are refused.
      bytes.subarray(0, 64).includes('webm'),
    types: ['video/webm', 'audio/webm'],
  },
  {
    matches: (bytes) => bytes.subarray(4, 8).toString('latin1') === 'ftyp',
    types: ['video/mp4', 'audio/mp4'],
  },
  {
    matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'OggS',
    types: ['audio/ogg'],
  },
];

/** Whether the bytes are a recording of the declared type's container. */
export function isRecordingOf(bytes: Buffer, declared: string): boolean {
  return containers.some(
    (container) =>
      container.matches(bytes) && (container.types as readonly string[]).includes(declared),
  );
}
