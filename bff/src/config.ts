import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_JOB_FILE_BYTES } from '@rha/contracts';
import { serviceEnv } from '@rha/kit';
import { z } from 'zod';

const MEGABYTE = 1024 * 1024;

/** A TURN server address as browsers take it (RFC 7065): turn: or turns:, host, port, transport. */
const turnUrl = /^turns?:[^\s?,]+(\?transport=(udp|tcp))?$/;

const positiveInt = z.coerce
  .number<string>()
  .int('Must be a whole number')
  .positive('Must be positive');

/** Where the rate limits' counters live, all the migration Job needs. */
export const databaseSettings = z.object({
  DATABASE_URL: serviceEnv.shape.DATABASE_URL,
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lowercase Postgres identifier')
    .default('bff'),
});

/**
 * The bff holds no data of the product: its database schema keeps the rate limits' counters and the
 * recent live events, which every replica must share. From the broker it takes the new notices for
 * the live streams (AMQP_URL; without it, the launcher's in-process bus).
 */
export const configSchema = serviceEnv
  .pick({
    PORT: true,
    METRICS_PORT: true,
    HOST: true,
    KEYCLOAK_URL: true,
    PUBLIC_KEYCLOAK_URL: true,
    KEYCLOAK_REALM: true,
    AUTH_AUDIENCE: true,
    LOG_LEVEL: true,
    AMQP_URL: true,
  })
  .extend({
    ...databaseSettings.shape,
    KEYCLOAK_CLIENT_ID: z.string().min(1).default('web'),
    IDENTITY_URL: z.url().default('http://localhost:4001'),
    COMPANY_URL: z.url().default('http://localhost:4002'),
    SERVICE_REQUEST_URL: z.url().default('http://localhost:4003'),
    TECHNICIAN_URL: z.url().default('http://localhost:4004'),
    NOTIFICATION_URL: z.url().default('http://localhost:4005'),
    BILLING_URL: z.url().default('http://localhost:4006'),
    /** How long a person's live events are kept for a reconnecting stream to resume from. */
    LIVE_EVENT_RETENTION_HOURS: positiveInt.default(24),
    /** The support mailbox the browser addresses (supporting documentation of a service request). */
    SUPPORT_EMAIL: z.email().default('support@remotehandsalaska.com'),
    /** The shared service credential the notification service requires (`x-internal-api-token`). */
    INTERNAL_API_TOKEN: z.string().min(32, 'Must be at least 32 characters'),
    /** Signs captcha challenges; one key for every replica. Required in production. */
    CAPTCHA_HMAC_KEY: z.string().min(32, 'Must be at least 32 characters').optional(),
    /** Captcha work: PBKDF2 iterations per guess, and at most this many guesses. */
    CAPTCHA_COST: positiveInt.default(1_000),
    CAPTCHA_MAX_COUNTER: positiveInt.default(10_000),
    /** How long a captcha challenge may be solved and used. */
    CAPTCHA_TTL_SECONDS: positiveInt.default(1_200),
    /** Contact messages per client address per window (and ten times as many challenges). */
    CONTACT_RATE_LIMIT: positiveInt.default(5),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt.default(900),
    /**
     * Sign-up draft saves per window: per client address, enough for twenty people of a village behind one
     * shared address saving a few times each, far fewer than a script registers; and per e-mail address.
     */
    SIGNUP_RATE_LIMIT_PER_ADDRESS: positiveInt.default(100),
    SIGNUP_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
    SIGNUP_RATE_WINDOW_SECONDS: positiveInt.default(3_600),
    /**
     * Writes per signed-in user per window (tus chunks aside): more than a person makes by hand,
     * fewer than a script sends.
     */
    USER_WRITE_RATE_LIMIT: positiveInt.default(60),
    USER_WRITE_RATE_WINDOW_SECONDS: positiveInt.default(60),
    /**
     * How long GET /api/user's composed profile is kept per token (0: not at all): the longest a
     * change made through another replica, device or an admin takes to show.
     */
    PROFILE_CACHE_SECONDS: z.coerce
      .number<string>()
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .default(30),
    /**
     * 'true' behind a reverse proxy (the ingress): the client address is the last X-Forwarded-For
     * entry, the one the proxy itself added. Off, it is the socket's peer.
     */
    TRUST_PROXY: z
      .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    NODE_ENV: z.string().optional(),
    /**
     * Where job files live: 'local' keeps them in FILE_STORAGE_DIR (one replica, development);
     * 's3' in an S3-compatible bucket, unfinished uploads included, so every replica sees them.
     */
    FILE_STORAGE: z.enum(['local', 's3'], { message: "Must be 'local' or 's3'" }).default('local'),
    /**
     * The folder of 'local' storage: stored files under files/, unfinished uploads under uploads/.
     * The default suits tests only: `npm start` passes one in its data folder.
     */
    FILE_STORAGE_DIR: z.string().min(1).default(path.join(tmpdir(), 'rha-bff-files')),
    /** The bucket of 's3' storage; the endpoint only for a non-AWS store (MinIO, Ceph, moto). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-west-2'),
    S3_BUCKET: z.string().min(1).optional(),
    /** Without them the SDK's own chain applies (an IAM role of the pod, for instance). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** 'true' for stores that address buckets by path rather than by host name (MinIO, moto). */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
      .default('false')
      .transform((value) => value === 'true'),
    /** How often unfinished uploads older than the abandonment age are removed; 0 never. */
    UPLOAD_CLEANUP_MINUTES: z.coerce
      .number<string>()
      .int('Must be a whole number')
      .min(0, 'Must be 0 or more')
      .default(60),
    /**
     * Uploads one user may have unfinished at once, and the megabytes they may hold together
     * (counted as received, not as announced): past either, new uploads and further bytes are
     * refused until one finishes or is cancelled. Room for one whole file at least.
     */
    UNFINISHED_UPLOADS_MAX_COUNT: positiveInt.default(10),
    UNFINISHED_UPLOADS_MAX_MEGABYTES: positiveInt
      .min(
        MAX_JOB_FILE_BYTES / MEGABYTE,
        `Must be at least ${MAX_JOB_FILE_BYTES / MEGABYTE}, one whole file`,
      )
      .default(200),
    /**
     * Images whose copies are made at once. Each takes one of libuv's four threads, which file
     * reads (downloads) share: the rest stay free for them however many photos arrive.
     */
    IMAGE_JOB_CONCURRENCY: positiveInt.default(2),
    /**
     * The TURN servers (coturn) a call's browsers relay through where no direct path exists, comma-separated;
     * unset, calls get no relay. TURN_SECRET is coturn's static-auth-secret, from which each person's
     * short-lived credential is derived; it never reaches a browser.
     */
    TURN_URLS: z
      .string()
      .transform((value) => value.split(',').map((url) => url.trim()))
      .refine((urls) => urls.every((url) => turnUrl.test(url)), {
        message:
          'Must be turn: or turns: URLs (host:port, optional ?transport=udp|tcp), comma-separated',
      })
      .optional(),
    TURN_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
    /** How long a minted TURN credential stays valid: a call longer than this needs a fresh one to restart ICE. */
    TURN_CREDENTIAL_TTL_SECONDS: positiveInt.default(3_600),
    /** Folder of the built web app; without it the bff serves only its API and /config.json. */
    WEB_DIST: z
      .string()
      .min(1)
      .refine((dir) => existsSync(path.join(dir, 'index.html')), 'no index.html in this folder')
      .optional(),
  })
  .superRefine((config, ctx) => {
    // A per-process key would break captchas across replicas and restarts.
    if (config.NODE_ENV === 'production' && !config.CAPTCHA_HMAC_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_HMAC_KEY'],
        message: 'Required in production',
      });
    }
    if (config.FILE_STORAGE === 's3' && !config.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: "Required when FILE_STORAGE is 's3'",
      });
    }
    // Relay addresses without the secret would hand browsers credentials coturn refuses, and the reverse none.
    if (Boolean(config.TURN_URLS) !== Boolean(config.TURN_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.TURN_URLS ? 'TURN_SECRET' : 'TURN_URLS'],
        message: 'Set both TURN_URLS and TURN_SECRET or neither',
      });
    }
    // One without the other would silently fall back to the SDK's chain.
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'Set both S3 keys or neither',
      });
    }
  });

export type Config = z.infer<typeof configSchema>;
