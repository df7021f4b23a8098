/** The parts of Vite's build manifest (dist/.vite/manifest.json) that say which files a chunk needs. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Where the build put a module, as the browser asks for it, e.g. /assets/start-x.js. */
export function builtFile(manifest: BuildManifest, module: string): string {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`the build manifest has no chunk for ${module}`);
  return `/${chunk.file}`;
}

/**
 * `<link rel="modulepreload">` tags for a lazily loaded page's chunk and the chunks it imports, leaving
 * out what the shell already loads. Without them the browser learns of the page's chunk only once the
 * entry script has run, a whole round trip later, and hydration waits for it.
 */
export function pageChunkPreloads(
  manifest: BuildManifest,
  pageName: string,
  shell: string,
): string {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.isDynamicEntry && manifest[candidate].name === pageName,
  );
  if (!key) throw new Error(`the build manifest has no lazily loaded chunk named ${pageName}`);
  return chunkFiles(manifest, key)
    .filter((file) => !shell.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The chunk's own file first, then those of its static imports, each once. */
function chunkFiles(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen)),
  ];
}
