import { APP_SCRIPTS_TEMPLATE_ID } from './appScripts';
import type { RenderedPage } from './renderPage';

/** The tags React hoists to the front of a rendered tree: they belong in <head>. */
const LEADING_HEAD_TAGS = /^(?:<title\b[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** The shell's own module script and the preloads of what it imports. */
const APP_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export interface PageScripts {
  /** The page's start script (startAfterFirstPaint), as served, e.g. /assets/start-x.js. */
  start: string;
  /** Preloads of the page's own chunks, which the shell does not load. */
  chunkPreloads?: string;
}

/**
 * The built SPA shell with a rendered page in it: the page's head tags replace the shell's title,
 * its styles go at the end of <head> and its markup into #root. The app's scripts, the page's chunk
 * preloads with them, wait in a template for the start script to load them once the page is painted.
 */
export function pageDocument(shell: string, page: RenderedPage, scripts: PageScripts): string {
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`the shell has no empty ${EMPTY_ROOT}`);
  const appScripts = shell.match(APP_SCRIPT_TAGS) ?? [];
  if (appScripts.length === 0) throw new Error('the shell loads no module script');
  const headTags = LEADING_HEAD_TAGS.exec(page.markup)?.[0] ?? '';
  const body = page.markup.slice(headTags.length);
  const withoutScripts = shell.replace(APP_SCRIPT_TAGS, '');
  const head = headTags.includes('<title')
    ? withoutScripts.replace(SHELL_TITLE, '')
    : withoutScripts;
  const deferred =
    `<script type="module" crossorigin src="${scripts.start}"></script>` +
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${appScripts.join('')}${scripts.chunkPreloads ?? ''}</template>`;
  return head
    .replace('</head>', () => `${deferred}${headTags}${page.styleTags}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
