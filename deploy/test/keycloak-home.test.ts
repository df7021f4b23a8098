import { existsSync, lstatSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createRunHome } from '../src/keycloak/home.js';

let installed: string;

/** The parts of a Keycloak distribution the run home is made of, each with a marker file. */
beforeEach(async () => {
  installed = path.join(await mkdtemp(path.join(tmpdir(), 'kc-installed-')), 'keycloak-26.4.5');
  for (const folder of [
    'bin',
    'conf',
    'lib/app',
    'lib/quarkus',
    'lib/lib',
    'providers',
    'themes',
  ]) {
    await mkdir(path.join(installed, folder), { recursive: true });
    await writeFile(path.join(installed, folder, 'marker'), folder);
  }
  await writeFile(path.join(installed, 'lib/quarkus-run.jar'), 'jar');
});

afterEach(async () => {
  await rm(path.dirname(installed), { recursive: true, force: true });
});

test('copies what Keycloak writes to, links the rest and writes the import files', async () => {
  const productTheme = await mkdtemp(path.join(tmpdir(), 'kc-theme-'));
  await writeFile(path.join(productTheme, 'marker'), 'product theme');
  const home = await createRunHome(
    installed,
    { 'remote-hands-realm.json': { realm: 'remote-hands' } },
    { 'remote-hands': productTheme },
  );
  for (const part of ['bin', 'conf', 'lib/app', 'lib/quarkus', 'lib/quarkus-run.jar', 'themes']) {
    expect(lstatSync(path.join(home.folder, part)).isSymbolicLink(), part).toBe(false);
  }
  for (const part of ['lib/lib', 'providers', 'themes/marker', 'themes/remote-hands']) {
    expect(lstatSync(path.join(home.folder, part)).isSymbolicLink(), part).toBe(true);
  }
  expect(await readFile(path.join(home.folder, 'themes/remote-hands/marker'), 'utf8')).toBe(
    'product theme',
  );
  expect(home.kcScript).toBe(path.join(home.folder, 'bin', 'kc.sh'));
  const imported = await readFile(
    path.join(home.folder, 'data/import/remote-hands-realm.json'),
    'utf8',
  );
  expect(JSON.parse(imported)).toEqual({ realm: 'remote-hands' });

  await home.remove();
  expect(existsSync(home.folder)).toBe(false);
  expect(await readFile(path.join(installed, 'lib/lib/marker'), 'utf8')).toBe('lib/lib');
  expect(await readFile(path.join(productTheme, 'marker'), 'utf8')).toBe('product theme');
  await rm(productTheme, { recursive: true, force: true });
});

test('keeps the first development build and starts later homes from it', async () => {
  const first = await createRunHome(installed, {});
  await writeFile(path.join(first.folder, 'lib/quarkus/marker'), 'augmented for dev');
  await first.keepDevBuild();
  await first.remove();

  const second = await createRunHome(installed, {});
  expect(await readFile(path.join(second.folder, 'lib/quarkus/marker'), 'utf8')).toBe(
    'augmented for dev',
  );
  expect(await readFile(path.join(installed, 'lib/quarkus/marker'), 'utf8')).toBe('lib/quarkus');
  await second.remove();
});
