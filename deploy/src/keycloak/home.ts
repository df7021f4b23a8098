/**
 * A Keycloak home of its own for one run. The installed distribution is shared by every run on the machine,
 * but Keycloak writes into its home: `start-dev` re-augments into lib/quarkus, keeps its database and temp
 * files under data/ and imports from data/import. So each run gets a folder with bin/, conf/ and the small
 * augmented parts of lib/ copied, the large read-only parts (lib/lib, providers) linked, and a themes/ folder
 * linking the installed themes and the product's. kc.sh
 * finds its home through `readlink -f $0`, which resolves to the copied bin/, so the copy is the home.
 *
 * The distribution is built for production; `start-dev` first re-augments it for development (a quarter of
 * its start-up time), so the first run that gets ready keeps its augmented lib/quarkus beside the installed
 * home and later runs start from that copy.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const copied = ['bin', 'conf', 'lib/app', 'lib/quarkus-run.jar'];
const linked = ['lib/lib', 'providers'];
const augmented = 'lib/quarkus';

export interface RunHome {
  folder: string;
  kcScript: string;
  /** Keeps this home's development build for later runs, once; best effort (the cache may be read-only). */
  keepDevBuild(): Promise<void>;
  /** Removes the folder; the links are removed, never what they point at. */
  remove(): Promise<void>;
}

/**
 * Creates the run's home beside the installed one's files, with `imports` (file name to JSON) to import and
 * `themes` (theme name to its folder) linked into its themes folder beside the installed ones.
 */
export async function createRunHome(
  installed: string,
  imports: Record<string, unknown>,
  themes: Record<string, string> = {},
): Promise<RunHome> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rha-keycloak-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    await mkdir(path.join(folder, 'lib'));
    for (const part of copied) {
      await cp(path.join(installed, part), path.join(folder, part), { recursive: true });
    }
    const devBuild = devBuildFolder(installed);
    await cp(
      existsSync(devBuild) ? devBuild : path.join(installed, augmented),
      path.join(folder, augmented),
      {
        recursive: true,
      },
    );
    for (const part of linked) {
      await symlink(path.join(installed, part), path.join(folder, part));
    }
    const themesFolder = path.join(folder, 'themes');
    await mkdir(themesFolder);
    for (const entry of await readdir(path.join(installed, 'themes'))) {
      await symlink(path.join(installed, 'themes', entry), path.join(themesFolder, entry));
    }
    for (const [name, themeFolder] of Object.entries(themes)) {
      await symlink(themeFolder, path.join(themesFolder, name));
    }
    const importFolder = path.join(folder, 'data', 'import');
    await mkdir(importFolder, { recursive: true });
    for (const [name, content] of Object.entries(imports)) {
      await writeFile(path.join(importFolder, name), JSON.stringify(content, null, 2));
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    folder,
    kcScript: path.join(folder, 'bin', 'kc.sh'),
    keepDevBuild: () => keepDevBuild(path.join(folder, augmented), devBuildFolder(installed)),
    remove,
  };
}

function devBuildFolder(installed: string): string {
  return `${path.resolve(installed)}-dev-build`;
}

/** Copies aside, then renames into place: a concurrent run sees the whole build or none. */
async function keepDevBuild(source: string, target: string): Promise<void> {
  if (existsSync(target)) return;
  const staging = `${target}.${process.pid}-${Date.now()}`;
  try {
    await cp(source, staging, { recursive: true });
    await rename(staging, target);
  } catch {
    // Another run kept its build first, or the folder is not writable: the next run augments again.
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
