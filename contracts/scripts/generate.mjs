// Generates TypeScript types from every openapi/*.yaml into src/generated/<name>.ts.
// With --check nothing is written: exits 1 naming each stale or missing file, so CI catches
// an OpenAPI change whose types were not regenerated.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specDir = join(root, 'openapi');
const outDir = join(root, 'src', 'generated');
const check = process.argv.includes('--check');

function header(specFile) {
  return [
    '/**',
    ` * generated — do not edit. Source: openapi/${specFile}`,
    ' * Regenerate with `npm run generate -w @rha/contracts`.',
    ' */',
    '',
    '',
  ].join('\n');
}

async function render(specFile) {
  const ast = await openapiTS(pathToFileURL(join(specDir, specFile)), {
    alphabetize: false,
    exportType: false,
  });
  return header(specFile) + astToString(ast);
}

async function readIfPresent(file) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

const specs = (await readdir(specDir)).filter((file) => file.endsWith('.yaml')).sort();
if (specs.length === 0) {
  console.error(`no OpenAPI files in ${relative(process.cwd(), specDir)}`);
  process.exit(1);
}

const stale = [];
await mkdir(outDir, { recursive: true });
for (const specFile of specs) {
  const target = join(outDir, `${basename(specFile, '.yaml')}.ts`);
  const content = await render(specFile);
  if (check) {
    if ((await readIfPresent(target)) !== content) stale.push(relative(root, target));
  } else {
    await writeFile(target, content);
  }
}

if (stale.length > 0) {
  for (const file of stale) {
    console.error(`${file} is stale: run \`npm run generate -w @rha/contracts\` and commit it`);
  }
  process.exit(1);
}
