import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Only for a store other than AWS (MinIO, Ceph, moto). */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (the pod's role, for instance). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The SDK's client settings, shared by the stored copies and tus's unfinished uploads. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
}

/** Files as objects of one bucket. */
export function s3Storage(
  settings: S3Settings,
  client = new S3Client(s3ClientConfig(settings)),
): FileStorage {
  const Bucket = settings.bucket;

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) return null;
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
