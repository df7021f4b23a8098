import { parseEnv } from '@rha/kit';
import { describe, expect, it } from 'vitest';
import { createIceServerMinter } from '../src/calls/ice-servers.js';
import { configSchema } from '../src/config.js';

const secret = 'turn-secret-for-tests-0123456789abcdef';
const urls = ['turn:turn.example:3478?transport=udp', 'turn:turn.example:3478?transport=tcp'];
// 1 800 000 000 s since the epoch; an hour later is 1 800 003 600.
const now = () => 1_800_000_000_000;

describe('mintIceServers', () => {
  it("gives coturn's REST credential: expiry:user, base64 HMAC-SHA1 of it under the shared secret", () => {
    const mint = createIceServerMinter(
      { TURN_URLS: urls, TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: 3_600 },
      now,
    );

    // The credential was computed outside the code: `openssl dgst -sha1 -hmac <secret> -binary | base64`.
    expect(mint('tech-7')).toEqual([
      { urls, username: '1800003600:tech-7', credential: 'PR+eEwUlCOuacug2yQOobiwrz6w=' },
    ]);
  });

  it('expires each credential the configured time after it was minted', () => {
    let clock = now();
    const mint = createIceServerMinter(
      { TURN_URLS: urls, TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: 600 },
      () => clock,
    );

    expect(mint('tech-7')[0]?.username).toBe('1800000600:tech-7');
    clock += 90_000;
    const later = mint('tech-7')[0];
    expect(later?.username).toBe('1800000690:tech-7');
  });

  it('gives each person their own credential', () => {
    const mint = createIceServerMinter(
      { TURN_URLS: urls, TURN_SECRET: secret, TURN_CREDENTIAL_TTL_SECONDS: 3_600 },
      now,
    );
    const [technician] = mint('tech-7');
    const [expert] = mint('expert-3');

    expect(expert?.username).toBe('1800003600:expert-3');
    expect(expert?.credential).not.toBe(technician?.credential);
  });

  it('gives no relay without TURN configured', () => {
    const mint = createIceServerMinter({
      TURN_URLS: undefined,
      TURN_SECRET: undefined,
      TURN_CREDENTIAL_TTL_SECONDS: 3_600,
    });

    expect(mint('tech-7')).toEqual([]);
  });
});

describe('TURN configuration', () => {
  const base = {
    PORT: '8080',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    KEYCLOAK_URL: 'http://localhost:8081',
    INTERNAL_API_TOKEN: 'x'.repeat(32),
  };

  it('reads comma-separated TURN URLs, the secret, and an hour of validity by default', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      TURN_URLS: `${urls[0]}, ${urls[1]},turns:turn.example:5349?transport=tcp`,
      TURN_SECRET: secret,
    });

    expect(parsed.ok && parsed.value).toMatchObject({
      TURN_URLS: [...urls, 'turns:turn.example:5349?transport=tcp'],
      TURN_SECRET: secret,
      TURN_CREDENTIAL_TTL_SECONDS: 3_600,
    });
  });

  it('is off when neither is set', () => {
    const parsed = parseEnv(configSchema, base);

    expect(parsed.ok && parsed.value.TURN_URLS).toBeUndefined();
  });

  it('names a URL that is not a TURN URL, a short secret and a bad validity', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      TURN_URLS: 'turn:turn.example:3478,https://turn.example',
      TURN_SECRET: 'short',
      TURN_CREDENTIAL_TTL_SECONDS: '0',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.variable).sort()).toEqual([
        'TURN_CREDENTIAL_TTL_SECONDS',
        'TURN_SECRET',
        'TURN_URLS',
      ]);
    }
  });

  it('names the missing half when only the URLs or only the secret is set', () => {
    const urlsOnly = parseEnv(configSchema, { ...base, TURN_URLS: urls[0] });
    const secretOnly = parseEnv(configSchema, { ...base, TURN_SECRET: secret });

    expect(!urlsOnly.ok && urlsOnly.problems.map((p) => p.variable)).toEqual(['TURN_SECRET']);
    expect(!secretOnly.ok && secretOnly.problems.map((p) => p.variable)).toEqual(['TURN_URLS']);
  });
});
