import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
// Each check bundles the entries and renders six documents and their types: seconds, more on a busy machine.
const GENERATION_MS = 120_000;

describe('generated OpenAPI documents and types', () => {
  it(
    'are up to date with the endpoint entries',
    async () => {
      await expect(
        run(process.execPath, ['scripts/generate.mjs', '--check'], { cwd: packageRoot }),
      ).resolves.toBeDefined();
    },
    GENERATION_MS,
  );

  it(
    'fail the check, naming the file, when they are stale',
    async () => {
      // A scratch copy under the package's node_modules: the script still resolves its packages
      // from there, and lint, running beside the tests, never sees it come and go.
      const cache = join(packageRoot, 'node_modules', '.cache');
      await mkdir(cache, { recursive: true });
      const scratch = await mkdtemp(join(cache, 'contracts-stale-check-'));
      try {
        await cp(join(packageRoot, 'scripts'), join(scratch, 'scripts'), { recursive: true });
        await cp(join(packageRoot, 'openapi'), join(scratch, 'openapi'), { recursive: true });
        await cp(join(packageRoot, 'src'), join(scratch, 'src'), { recursive: true });
        await writeFile(
          join(scratch, 'src', 'generated', 'identity.ts'),
          'export interface paths {}\n',
        );
        await writeFile(join(scratch, 'openapi', 'notification.yaml'), 'openapi: 3.1.0\n');
        const failure = await run(process.execPath, ['scripts/generate.mjs', '--check'], {
          cwd: scratch,
        }).then(
          () => undefined,
          (error: { code: number; stderr: string }) => error,
        );
        expect(failure?.code).toBe(1);
        expect(failure?.stderr).toContain('src/generated/identity.ts is stale');
        expect(failure?.stderr).toContain('openapi/notification.yaml is stale');
        expect(failure?.stderr).not.toContain('bff');
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    GENERATION_MS,
  );
});
