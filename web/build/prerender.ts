import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lazyPageName } from '../src/app/routes';
import { START_SCRIPT_MODULE } from '../src/prerender/appScripts';
import { type BuildManifest, builtFile, pageChunkPreloads } from '../src/prerender/pageChunks';
import { pageDocument } from '../src/prerender/pageDocument';
import {
  PRERENDERED_DIR,
  prerenderedFileName,
  prerenderedPaths,
} from '../src/prerender/publicPages';
import { renderPage } from '../src/prerender/renderPage';
import { writeCompressedTwins } from './precompress';

/**
 * `npm run prerender` (after `vite build`): every public page rendered into a copy of the built shell
 * under dist/prerendered/, with its compressed twins, so its text arrives with the first response.
 */
async function prerenderPages(dist: string): Promise<void> {
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const start = builtFile(manifest, START_SCRIPT_MODULE);
  const folder = path.join(dist, PRERENDERED_DIR);
  await mkdir(folder, { recursive: true });
  for (const pagePath of prerenderedPaths) {
    const file = path.join(folder, prerenderedFileName(pagePath));
    const pageName = lazyPageName(pagePath);
    const chunkPreloads = pageName ? pageChunkPreloads(manifest, pageName, shell) : '';
    const page = await renderPage(pagePath);
    const html = Buffer.from(pageDocument(shell, page, { start, chunkPreloads }));
    await writeFile(file, html);
    await writeCompressedTwins(file, html);
  }
  process.stdout.write(`prerendered ${prerenderedPaths.length} public pages into ${folder}\n`);
}

await prerenderPages(path.resolve(process.argv[2] ?? 'dist'));
