// Builds every OpenAPI document from the endpoint entries in src/endpoints into openapi/<name>.yaml, and
// the TypeScript types of each into src/generated/<name>.ts.
// With --check nothing is written: exits 1 naming each stale or missing file, so CI catches an entry
// changed without regenerating.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { dump } from 'js-yaml';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = join(root, 'openapi');
const typesDir = join(root, 'src', 'generated');
const check = process.argv.includes('--check');

/**
 * The entries are TypeScript that the build compiles only after the generated types exist, so they
 * are bundled here on their own (packages stay external and resolve from this workspace).
 */
async function loadEndpoints() {
  const bundle = join(root, 'node_modules', '.cache', 'rha-endpoints', 'index.mjs');
  await build({
    entryPoints: [join(root, 'src', 'endpoints', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(bundle).href);
  } finally {
    await rm(dirname(bundle), { recursive: true, force: true });
  }
}

function yamlOf(document, name) {
  const header = [
    `# generated — do not edit. Source: src/endpoints/${name}.ts`,
    '# Regenerate with `npm run generate -w @rha/contracts`.',
    '',
  ].join('\n');
  return header + dump(document, { lineWidth: 110, noRefs: true });
}

async function typesOf(document, name) {
  const ast = await openapiTS(document, { alphabetize: false, exportType: false });
  const header = [
    '/**',
    ` * generated — do not edit. Source: src/endpoints/${name}.ts`,
    ' * Regenerate with `npm run generate -w @rha/contracts`.',
    ' */',
    '',
    '',
  ].join('\n');
  return header + astToString(ast);
}

async function readIfPresent(file) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

const { documents, openApiDocument } = await loadEndpoints();
const stale = [];
await mkdir(specDir, { recursive: true });
await mkdir(typesDir, { recursive: true });
for (const api of documents) {
  const document = openApiDocument(api);
  const outputs = [
    [join(specDir, `${api.name}.yaml`), yamlOf(document, api.name)],
    [join(typesDir, `${api.name}.ts`), await typesOf(document, api.name)],
  ];
  for (const [file, content] of outputs) {
    if (check) {
      if ((await readIfPresent(file)) !== content) stale.push(relative(root, file));
    } else {
      await writeFile(file, content);
    }
  }
}

if (stale.length > 0) {
  for (const file of stale) {
    console.error(`${file} is stale: run \`npm run generate -w @rha/contracts\` and commit it`);
  }
  process.exit(1);
}
