import { parseEnv } from '@rha/kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.js';
import { keycloakEndpoints } from '../src/keycloak.js';

const base = {
  PORT: '8080',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  KEYCLOAK_URL: 'http://localhost:8081',
  INTERNAL_API_TOKEN: 'x'.repeat(32),
};

describe('bff configuration', () => {
  it("defaults the counters' schema, the client id and the services' URLs", () => {
    const parsed = parseEnv(configSchema, base);

    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value).toMatchObject({
        DATABASE_SCHEMA: 'bff',
        SIGNUP_RATE_LIMIT_PER_ADDRESS: 100,
        SIGNUP_RATE_LIMIT_PER_EMAIL: 10,
        SIGNUP_RATE_WINDOW_SECONDS: 3_600,
        KEYCLOAK_REALM: 'remote-hands',
        KEYCLOAK_CLIENT_ID: 'web',
        IDENTITY_URL: 'http://localhost:4001',
        TECHNICIAN_URL: 'http://localhost:4004',
      });
    }
  });

  it("needs the database that holds the rate limits' counters", () => {
    const { DATABASE_URL: _url, ...withoutDatabase } = base;
    const parsed = parseEnv(configSchema, withoutDatabase);

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.map((p) => p.variable)).toEqual(['DATABASE_URL']);
  });

  it('names WEB_DIST when the folder holds no built web app', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'rha-empty-dist-'));
    try {
      const parsed = parseEnv(configSchema, { ...base, WEB_DIST: empty });

      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems.map((p) => p.variable)).toEqual(['WEB_DIST']);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('names every bad variable at once', () => {
    const parsed = parseEnv(configSchema, { ...base, IDENTITY_URL: 'identity', PORT: 'eighty' });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.variable).sort()).toEqual(['IDENTITY_URL', 'PORT']);
    }
  });
});

describe('keycloakEndpoints', () => {
  it('checks tokens against the public issuer and fetches keys over the internal URL', () => {
    const endpoints = keycloakEndpoints({
      KEYCLOAK_URL: 'http://keycloak:8080',
      PUBLIC_KEYCLOAK_URL: 'https://login.example/',
      KEYCLOAK_REALM: 'remote-hands',
      AUTH_AUDIENCE: 'remote-hands-api',
    });

    expect(endpoints).toEqual({
      publicUrl: 'https://login.example',
      publicOrigin: 'https://login.example',
      issuer: 'https://login.example/realms/remote-hands',
      jwksUri: 'http://keycloak:8080/realms/remote-hands/protocol/openid-connect/certs',
    });
  });

  it('uses KEYCLOAK_URL for both when no public URL is set', () => {
    const endpoints = keycloakEndpoints({
      KEYCLOAK_URL: 'http://localhost:8081',
      PUBLIC_KEYCLOAK_URL: undefined,
      KEYCLOAK_REALM: 'remote-hands',
      AUTH_AUDIENCE: 'remote-hands-api',
    });

    expect(endpoints.issuer).toBe('http://localhost:8081/realms/remote-hands');
    expect(endpoints.jwksUri).toBe(
      'http://localhost:8081/realms/remote-hands/protocol/openid-connect/certs',
    );
  });
});

describe('file storage settings', () => {
  it('keeps files in a local folder unless told otherwise', () => {
    const parsed = parseEnv(configSchema, base);

    expect(parsed.ok && parsed.value.FILE_STORAGE).toBe('local');
  });

  it('holds each user to 10 unfinished uploads and 200 MB, never less than one whole file', () => {
    const defaults = parseEnv(configSchema, base);
    expect(defaults.ok && defaults.value).toMatchObject({
      UNFINISHED_UPLOADS_MAX_COUNT: 10,
      UNFINISHED_UPLOADS_MAX_MEGABYTES: 200,
      IMAGE_JOB_CONCURRENCY: 2,
    });

    const tooSmall = parseEnv(configSchema, {
      ...base,
      UNFINISHED_UPLOADS_MAX_MEGABYTES: '24',
      UNFINISHED_UPLOADS_MAX_COUNT: '0',
      IMAGE_JOB_CONCURRENCY: '0',
    });

    expect(tooSmall.ok).toBe(false);
    if (!tooSmall.ok) {
      expect(tooSmall.problems).toEqual(
        expect.arrayContaining([
          {
            variable: 'UNFINISHED_UPLOADS_MAX_MEGABYTES',
            message: 'Must be at least 25, one whole file',
          },
        ]),
      );
      expect(tooSmall.problems.map((p) => p.variable).sort()).toEqual([
        'IMAGE_JOB_CONCURRENCY',
        'UNFINISHED_UPLOADS_MAX_COUNT',
        'UNFINISHED_UPLOADS_MAX_MEGABYTES',
      ]);
    }
  });

  it('names the bucket when S3 has none, and a key given without its pair', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      FILE_STORAGE: 's3',
      S3_ACCESS_KEY_ID: 'key-only',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.variable).sort()).toEqual([
        'S3_BUCKET',
        'S3_SECRET_ACCESS_KEY',
      ]);
    }
  });

  it('reads a complete S3 setting', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      FILE_STORAGE: 's3',
      S3_BUCKET: 'rha-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });

    expect(parsed.ok && parsed.value).toMatchObject({
      S3_BUCKET: 'rha-files',
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'us-west-2',
    });
  });
});
