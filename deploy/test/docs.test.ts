// The README and docs/ stay true to the tree: every file they link to and every repository path they name exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * A path into the repository as prose and code blocks write it: from a top-level folder on. A path
 * cut short by a placeholder (`<name>`, `{id}`, `*`) names a pattern, not a file, and build output
 * (`dist`) exists only after a build.
 */
const repositoryPath =
  /(?<![\w./@-])((?:contracts|services|bff|web|design-system|deploy|helm|docs|\.ci)\/[\w./@-]*)(?![<{*$\w./@-])/g;

function namedPaths(text: string): string[] {
  return [...text.matchAll(repositoryPath)]
    .map((match) => (match[1] ?? '').replace(/[.,]+$/, '').replace(/\/$/, ''))
    .filter((named) => !named.split('/').includes('dist'));
}

/** Relative links, `[text](target)`, with their anchors. */
function links(text: string): { file: string; anchor: string | undefined }[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return { file, anchor };
    });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#+ (.+)$/gm)].map((match) =>
    (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-'),
  );
}

describe.each(documents)('%s', (document) => {
  const text = readFileSync(path.join(root, document), 'utf8');

  it('names only paths that exist', () => {
    const missing = namedPaths(text).filter((named) => !existsSync(path.join(root, named)));
    expect(missing).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken = links(text).filter(({ file, anchor }) => {
      const target = file
        ? path.join(path.dirname(path.join(root, document)), file)
        : path.join(root, document);
      if (!existsSync(target)) return true;
      if (anchor === undefined) return false;
      return !anchorsOf(readFileSync(target, 'utf8')).includes(anchor);
    });
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('take a path from prose and code, but not a pattern or build output', () => {
    expect(
      namedPaths(
        'see `bff/src/app.ts`, deploy/k6/mixed.js. services/<name>/src, contracts/openapi/*.yaml, node deploy/dist/start.js',
      ),
    ).toEqual(['bff/src/app.ts', 'deploy/k6/mixed.js']);
  });

  it('make anchors as GitHub does', () => {
    expect(
      anchorsOf('## Prerendering and the service worker\n## `npm run bench`: the API'),
    ).toEqual(['prerendering-and-the-service-worker', 'npm-run-bench-the-api']);
  });
});
