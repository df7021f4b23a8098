import { parseEnv } from '@rha/kit';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.js';

const base = {
  PORT: '8080',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  KEYCLOAK_URL: 'http://localhost:8081',
  INTERNAL_API_TOKEN: 'x'.repeat(32),
};

describe('contact form configuration', () => {
  it('defaults the notification URL, the captcha work and the rate limit, proxy not trusted', () => {
    const parsed = parseEnv(configSchema, base);

    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.value).toMatchObject({
        NOTIFICATION_URL: 'http://localhost:4005',
        CAPTCHA_COST: 1_000,
        CAPTCHA_MAX_COUNTER: 10_000,
        CAPTCHA_TTL_SECONDS: 1_200,
        CONTACT_RATE_LIMIT: 5,
        CONTACT_RATE_WINDOW_SECONDS: 900,
        TRUST_PROXY: false,
      });
    }
  });

  it('requires the internal credential for the notification service', () => {
    const { INTERNAL_API_TOKEN: _, ...withoutToken } = base;

    const parsed = parseEnv(configSchema, withoutToken);

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems).toEqual([
        { variable: 'INTERNAL_API_TOKEN', message: 'Required but not set' },
      ]);
    }
  });

  it('requires CAPTCHA_HMAC_KEY in production only', () => {
    const development = parseEnv(configSchema, base);
    const production = parseEnv(configSchema, { ...base, NODE_ENV: 'production' });
    const configured = parseEnv(configSchema, {
      ...base,
      NODE_ENV: 'production',
      CAPTCHA_HMAC_KEY: 'k'.repeat(32),
    });

    expect(development.ok).toBe(true);
    expect(production.ok).toBe(false);
    if (!production.ok) {
      expect(production.problems).toEqual([
        { variable: 'CAPTCHA_HMAC_KEY', message: 'Required in production' },
      ]);
    }
    expect(configured.ok).toBe(true);
  });

  it('names bad contact settings', () => {
    const parsed = parseEnv(configSchema, {
      ...base,
      TRUST_PROXY: 'yes',
      CONTACT_RATE_LIMIT: '0',
      CAPTCHA_HMAC_KEY: 'short',
    });

    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problems.map((p) => p.variable).sort()).toEqual([
        'CAPTCHA_HMAC_KEY',
        'CONTACT_RATE_LIMIT',
        'TRUST_PROXY',
      ]);
    }
  });
});
