import { randomBytes } from 'node:crypto';
import type { Problem } from '@rha/contracts';
import { createDb, type RunningService } from '@rha/kit';
import { testDatabaseUrl } from '@rha/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openRateLimitStore,
  RATE_LIMIT_TABLE,
  type RateLimitStore,
} from '../src/rate-limit/store.js';
import { fastCaptchaEnv } from './contact.support.js';
import { startBff } from './support/bff.js';

const schema = `bff_limits_${randomBytes(4).toString('hex')}`;
let url: string;

beforeAll(async () => {
  url = await testDatabaseUrl();
});

afterAll(async () => {
  const db = createDb({ connectionString: url, schema });
  await db.raw('drop schema if exists ?? cascade', [schema]);
  await db.destroy();
});

describe('rate limit store', () => {
  let first: RateLimitStore;
  let second: RateLimitStore;

  beforeAll(async () => {
    // Two pools, as two replicas have, opened together as replicas starting at once do.
    [first, second] = await Promise.all([
      openRateLimitStore({ connectionString: url, schema }),
      openRateLimitStore({ connectionString: url, schema }),
    ]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('allows the limit per window, then refuses until the window ends', async () => {
    const limiter = first.limiter('store-test', { limit: 2, windowSeconds: 60 });

    const decisions = [await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')];

    expect(decisions.slice(0, 2)).toEqual([{ allowed: true }, { allowed: true }]);
    const refused = decisions[2];
    expect(refused?.allowed).toBe(false);
    if (refused && !refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await limiter.hit('b')).toEqual({ allowed: true });
  });

  it('counts one key once across every store on the database, and limits apart by name', async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const onFirst = first.limiter('shared', rule);
    const onSecond = second.limiter('shared', rule);

    const allowed = [
      (await onFirst.hit('key')).allowed,
      (await onSecond.hit('key')).allowed,
      (await onFirst.hit('key')).allowed,
      (await onSecond.hit('key')).allowed,
    ];

    expect(allowed).toEqual([true, true, true, false]);
    expect((await second.limiter('other', rule).hit('key')).allowed).toBe(true);
  });

  it('keeps only counters in its schema', async () => {
    const db = createDb({ connectionString: url, schema });
    try {
      const tables = await db('information_schema.tables')
        .where({ table_schema: schema })
        .pluck('table_name');
      const columns = await db('information_schema.columns')
        .where({ table_schema: schema, table_name: RATE_LIMIT_TABLE })
        .orderBy('column_name')
        .pluck('column_name');
      expect(tables).toEqual([RATE_LIMIT_TABLE]);
      expect(columns).toEqual(['expire', 'key', 'points']);
    } finally {
      await db.destroy();
    }
  });
});

describe('two bff instances on one database', () => {
  let bffs: RunningService[] = [];

  beforeAll(async () => {
    const env = {
      KEYCLOAK_URL: 'http://127.0.0.1:9',
      ...fastCaptchaEnv,
      // Ten challenges per address in all.
      CONTACT_RATE_LIMIT: '1',
      DATABASE_SCHEMA: schema,
    };
    bffs = await Promise.all([startBff(env), startBff(env)]);
  });

  afterAll(async () => {
    await Promise.all(bffs.map((bff) => bff.stop()));
  });

  it('share one limit: the requests of both count against it', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      const bff = bffs[request % 2];
      statuses.push((await fetch(`${bff?.url}/api/captcha/challenge`)).status);
    }

    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await fetch(`${bffs[0]?.url}/api/captcha/challenge`);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as Problem).code).toBe('too_many_requests');
  });
});
