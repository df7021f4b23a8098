import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv, serviceConfig, serviceEnv } from '../src/config.js';
import { compiled } from './compiled.js';

const validEnv = {
  PORT: '4001',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  KEYCLOAK_URL: 'http://localhost:8081',
};

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const result = parseEnv(serviceEnv, validEnv);
    expect(result).toEqual({
      ok: true,
      value: {
        ...validEnv,
        PORT: 4001,
        KEYCLOAK_REALM: 'remote-hands',
        AUTH_AUDIENCE: 'remote-hands-api',
        LOG_LEVEL: 'info',
      },
    });
  });

  it('names every missing and malformed variable at once', () => {
    const result = parseEnv(serviceEnv, {
      PORT: 'eighty',
      DATABASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byVariable = Object.fromEntries(result.problems.map((p) => [p.variable, p.message]));
    expect(Object.keys(byVariable).sort()).toEqual([
      'DATABASE_URL',
      'KEYCLOAK_URL',
      'LOG_LEVEL',
      'PORT',
    ]);
    expect(byVariable.KEYCLOAK_URL).toBe('Required but not set');
    expect(byVariable.DATABASE_URL).toBe('Invalid URL');
  });

  it('reads METRICS_PORT as a port, 0 included, and leaves it unset by default', () => {
    expect(parseEnv(serviceEnv, { ...validEnv, METRICS_PORT: '9464' })).toMatchObject({
      ok: true,
      value: { METRICS_PORT: 9464 },
    });
    expect(parseEnv(serviceEnv, { ...validEnv, METRICS_PORT: '0' })).toMatchObject({
      ok: true,
      value: { METRICS_PORT: 0 },
    });
    expect(parseEnv(serviceEnv, { ...validEnv, METRICS_PORT: '70000' })).toEqual({
      ok: false,
      problems: [{ variable: 'METRICS_PORT', message: 'Must be between 0 and 65535' }],
    });
  });

  it('treats an empty value as unset, so an optional broker URL can be left blank', () => {
    const result = parseEnv(serviceEnv, { ...validEnv, AMQP_URL: '' });
    expect(result.ok && result.value.AMQP_URL).toBeUndefined();
  });

  it('lets a service extend the schema with its own variables and defaults', () => {
    const schema = serviceEnv.extend({
      PORT: serviceEnv.shape.PORT.default(4001),
      IDENTITY_URL: z.url().default('http://localhost:4001'),
    });
    const { PORT: _port, ...withoutPort } = validEnv;
    const result = parseEnv(schema, withoutPort);
    expect(result.ok && result.value.PORT).toBe(4001);
    expect(result.ok && result.value.IDENTITY_URL).toBe('http://localhost:4001');
  });
});

describe('serviceConfig', () => {
  it("defaults DATABASE_SCHEMA to the service's own schema and keeps the service's variables", () => {
    const schema = serviceConfig('service_request', {
      COMPANY_URL: z.url().default('http://localhost:4002'),
    });
    expect(parseEnv(schema, validEnv)).toMatchObject({
      ok: true,
      value: { DATABASE_SCHEMA: 'service_request', COMPANY_URL: 'http://localhost:4002' },
    });
    expect(parseEnv(schema, { ...validEnv, DATABASE_SCHEMA: 'sr_test_1' })).toMatchObject({
      ok: true,
      value: { DATABASE_SCHEMA: 'sr_test_1' },
    });
  });

  it('names a DATABASE_SCHEMA that is no lowercase Postgres identifier beside the shared variables', () => {
    const result = parseEnv(serviceConfig('company'), {
      ...validEnv,
      DATABASE_SCHEMA: 'Company; drop',
      PUBLIC_KEYCLOAK_URL: 'keycloak',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { variable: 'PUBLIC_KEYCLOAK_URL', message: 'Invalid URL' },
        { variable: 'DATABASE_SCHEMA', message: 'must be a lowercase Postgres identifier' },
      ],
    });
  });
});

describe('loadConfig', () => {
  const configModule = compiled('config.js');

  it('prints one line per bad variable and exits 1', async () => {
    const script = `
      const { loadConfig, serviceEnv } = await import(${JSON.stringify(configModule)});
      loadConfig(serviceEnv);
      console.error('still running');
    `;
    const env = { PATH: process.env.PATH, PORT: '4001', DATABASE_URL: 'nope', KEYCLOAK_URL: '' };
    const outcome = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script],
      {
        env,
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split('\n').sort()).toEqual([
      'DATABASE_URL: Invalid URL',
      'KEYCLOAK_URL: Required but not set',
    ]);
  });
});
