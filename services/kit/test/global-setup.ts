import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compiledDir } from './compiled.js';

/** Child-process tests run compiled JavaScript, so the current sources are compiled first. */
export default function compileForChildProcesses(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = fileURLToPath(new URL('../tsconfig.build.json', import.meta.url));
  execFileSync(
    process.execPath,
    [tsc, '-p', project, '--outDir', compiledDir, '--declaration', 'false', '--sourceMap', 'false'],
    { stdio: 'inherit' },
  );
}
