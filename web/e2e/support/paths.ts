import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const launcherEntry = path.join(repoRoot, 'deploy', 'dist', 'start.js');
/** Screenshots and the stack's log of a failed run (git-ignored). */
export const artifactsDir = path.join(repoRoot, 'web', 'e2e', 'artifacts');
