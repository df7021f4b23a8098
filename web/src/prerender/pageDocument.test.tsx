// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_TEMPLATE_ID } from './appScripts';
import { pageDocument } from './pageDocument';
import { renderPage } from './renderPage';

const shell = await readFile(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
const scripts = { start: '/assets/startAfterFirstPaint-s.js' };

describe('prerendered pages', () => {
  it('puts the home page heading and text in #root, its styles and title in <head>', async () => {
    const html = pageDocument(shell, await renderPage('/'), scripts);

    const [head = '', body = ''] = html.split('</head>');
    expect(body).toMatch(
      /<div id="root">[\s\S]*<h1[^>]*>Local hands for on-site tech support across rural Alaska<\/h1>/,
    );
    expect(head).toContain('<title>Remote Hands Alaska</title>');
    expect(head).toMatch(/<style data-styled="true"[^>]*>[^<]+<\/style>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(body).not.toContain('<title>');
    // The page's CSP runs no inline script, so all of it must show without one.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toContain('<div hidden');
  });

  it('renders a lazily loaded page itself, not its loading placeholder', async () => {
    const html = pageDocument(shell, await renderPage('/services'), scripts);

    expect(html).toContain('<title>Services and Pricing | Remote Hands Alaska</title>');
    expect(html).toMatch(/<h1[^>]*>Services and Pricing<\/h1>/);
  });

  it('renders the top bar as it shows while the session loads: no Sign In yet', async () => {
    const { markup } = await renderPage('/about');

    expect(markup).toContain('Remote Hands Alaska</a>');
    expect(markup).not.toContain('Sign In');
  });

  it("loads only the start script with the page; the app's scripts and preloads wait in a template", async () => {
    // As vite build writes it: the entry moves into <head> with the preloads of its imports.
    const builtShell = shell
      .replace('<script type="module" src="/src/main.tsx"></script>', '')
      .replace(
        '<title>',
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js"><title>',
      );
    const preload = '<link rel="modulepreload" crossorigin href="/assets/ServicesPage-x.js">';
    const html = pageDocument(builtShell, await renderPage('/services'), {
      ...scripts,
      chunkPreloads: preload,
    });

    const [head = '', body = ''] = html.split('</head>');
    const template = new RegExp(`<template id="${APP_SCRIPTS_TEMPLATE_ID}">(.*?)</template>`).exec(
      head,
    );
    expect(template?.[1]).toBe(
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js">' +
        preload,
    );
    const outsideTemplate = html.replace(template?.[0] ?? '', '');
    expect(outsideTemplate.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/startAfterFirstPaint-s.js">',
    ]);
    expect(outsideTemplate).not.toContain('modulepreload');
    expect(head.indexOf('startAfterFirstPaint')).toBeLessThan(head.indexOf('<style data-styled'));
    expect(body).not.toContain('<script');
  });

  it('refuses a shell without an empty #root', () => {
    expect(() =>
      pageDocument('<html><body></body></html>', { markup: '', styleTags: '' }, scripts),
    ).toThrow(/#root|root/);
  });

  it('refuses a shell that loads no module script, which would leave the page without its app', () => {
    const bare = '<html><head></head><body><div id="root"></div></body></html>';
    expect(() => pageDocument(bare, { markup: '', styleTags: '' }, scripts)).toThrow(
      /module script/,
    );
  });
});
