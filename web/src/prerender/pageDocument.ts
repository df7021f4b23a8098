import type { RenderedPage } from './renderPage';

/** The tags React hoists to the front of a rendered tree: they belong in <head>. */
const LEADING_HEAD_TAGS = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The built SPA shell with a rendered page in it: the page's head tags replace the shell's title,
 * its styles and the preloads of its own chunks go at the end of <head>, its markup into #root for
 * the client to hydrate.
 */
export function pageDocument(shell: string, page: RenderedPage, chunkPreloads = ''): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the shell has no empty ${EMPTY_ROOT}`);
  const headTags = LEADING_HEAD_TAGS.exec(page.markup)?.[0] ?? '';
  const body = page.markup.slice(headTags.length);
  const head = headTags.includes('<title') ? shell.replace(SHELL_TITLE, '') : shell;
  return head
    .replace('</head>', () => `${chunkPreloads}${headTags}${page.styleTags}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
