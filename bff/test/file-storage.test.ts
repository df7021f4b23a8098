import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '../src/files/local-storage.js';
import { s3Storage } from '../src/files/s3-storage.js';
import { fileKey, type FileStorage } from '../src/files/storage.js';
import { s3UploadStore } from '../src/files/upload-store.js';
import { motoServer, startMoto, type Moto } from './support/moto.js';

let moto: Moto;
let folder: string;

beforeAll(async () => {
  if (motoServer) moto = await startMoto('rha-files');
  folder = await mkdtemp(path.join(tmpdir(), 'rha-local-storage-'));
});

afterAll(async () => {
  await moto?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

const adapters: { name: string; storage: () => FileStorage }[] = [
  { name: 'local', storage: () => localStorage(folder) },
  ...(motoServer ? [{ name: 's3 (moto)', storage: () => s3Storage(moto.settings) }] : []),
];

describe.each(adapters)('the $name file storage', ({ storage: make }) => {
  it('gives back what was put, with its size and type, and nothing once deleted', async () => {
    const storage = make();
    const key = fileKey(crypto.randomUUID(), 'thumbnail');

    await storage.put(key, Buffer.from('tiny webp'), 'image/webp');
    const stored = await storage.get(key);

    expect(stored).toMatchObject({ size: 9, contentType: 'image/webp' });
    expect(await text(stored!.body)).toBe('tiny webp');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is no error: a failed upload's cleanup may run twice.
    await storage.delete(key);
  });

  it('answers null for a key never stored', async () => {
    expect(await make().get(fileKey(crypto.randomUUID(), 'original'))).toBeNull();
  });
});

describe.runIf(motoServer)('the tus store in S3 (moto)', () => {
  it('keeps an upload written in two parts, reads it back whole and removes it', async () => {
    const uploads = s3UploadStore(moto.settings, 60_000);
    const id = crypto.randomUUID();
    const bytes = Buffer.alloc(64 * 1024, 7);
    await uploads.datastore.create(new Upload({ id, size: bytes.length, offset: 0 }));

    const half = await uploads.datastore.write(Readable.from([bytes.subarray(0, 1000)]), id, 0);
    expect(half).toBe(1000);
    expect((await uploads.datastore.getUpload(id)).offset).toBe(1000);
    const whole = await uploads.datastore.write(Readable.from([bytes.subarray(1000)]), id, 1000);
    expect(whole).toBe(bytes.length);

    expect((await uploads.read(id)).equals(bytes)).toBe(true);

    await uploads.remove(id);
    const client = new S3Client(moto.settings);
    const left = await client.send(
      new ListObjectsV2Command({ Bucket: moto.settings.bucket, Prefix: id }),
    );
    expect(left.KeyCount).toBe(0);
    client.destroy();
  });
});
