import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: this file sits at deploy/{src,dist}/stack/, in source and in the build alike. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const embeddedPostgresDir = path.join(repoRoot, '.data', 'postgres');
/** The bff's job files (photos, attachments) and unfinished uploads, kept across restarts. */
export const fileStorageDir = path.join(repoRoot, '.data', 'files');
export const webDistDir = path.join(repoRoot, 'web', 'dist');
export const benchResultsFile = path.join(repoRoot, '.bench', 'results.json');
