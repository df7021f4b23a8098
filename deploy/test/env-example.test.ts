import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { configSchema as bff } from '@rha/bff';
import { configSchema as billing } from '@rha/billing';
import { configSchema as company } from '@rha/company';
import { configSchema as identity } from '@rha/identity';
import { configSchema as notification } from '@rha/notification';
import { configSchema as serviceRequest } from '@rha/service-request';
import { configSchema as technician } from '@rha/technician';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { stackEnv } from '../src/stack/env.js';
import { servicePortsEnv } from '../src/stack/services.js';

const root = path.resolve(import.meta.dirname, '../..');

const schemas: Record<string, z.ZodObject> = {
  bff,
  billing,
  company,
  identity,
  notification,
  'service-request': serviceRequest,
  technician,
  launcher: stackEnv,
  "launcher's service ports": servicePortsEnv,
};

/**
 * The launcher and its embedded sign-in server also read a few variables straight from the environment,
 * outside any schema; a new such read must reach .env.example too.
 */
const launcherSources = ['deploy/src/start.ts', 'deploy/src/stack', 'deploy/src/idp'];

const directRead = /\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;

async function sourceFiles(relative: string): Promise<string[]> {
  const absolute = path.join(root, relative);
  if (relative.endsWith('.ts')) return [absolute];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every variable a config reads, with who reads it. */
async function variablesRead(): Promise<Map<string, string[]>> {
  const readers = new Map<string, string[]>();
  const note = (variable: string, reader: string) =>
    readers.set(variable, [...(readers.get(variable) ?? []), reader]);
  for (const [reader, schema] of Object.entries(schemas)) {
    for (const variable of Object.keys(schema.shape)) note(variable, reader);
  }
  for (const source of launcherSources) {
    for (const file of await sourceFiles(source)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(directRead)) {
        note(match[1] ?? match[2] ?? '', path.relative(root, file));
      }
    }
  }
  return readers;
}

/** The variables .env.example lists: `NAME=value` lines, commented out or not. */
function listedVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');
}

describe('.env.example', () => {
  it('lists every variable a service, the bff or the launcher reads, and nothing else', async () => {
    const read = await variablesRead();
    const listed = listedVariables(await readFile(path.join(root, '.env.example'), 'utf8'));

    const unlisted = [...read.entries()]
      .filter(([variable]) => !listed.includes(variable))
      .map(([variable, readers]) => `${variable} (read by ${[...new Set(readers)].join(', ')})`);
    const unread = listed.filter((variable) => !read.has(variable));

    expect.soft(unlisted, 'read by a config but missing from .env.example').toEqual([]);
    expect(unread, 'listed in .env.example but read by no config').toEqual([]);
  });

  it('lists each variable once', async () => {
    const listed = listedVariables(await readFile(path.join(root, '.env.example'), 'utf8'));
    expect(listed.filter((variable, index) => listed.indexOf(variable) !== index)).toEqual([]);
  });

  it('reads a listed line whether or not it is commented out', () => {
    expect(listedVariables('# PORT=8080\nHOST=::\n# The bff: where FOO=1 is prose\n')).toEqual([
      'PORT',
      'HOST',
    ]);
  });
});
