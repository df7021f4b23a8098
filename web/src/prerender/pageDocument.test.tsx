// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDocument } from './pageDocument';
import { renderPage } from './renderPage';

const shell = await readFile(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('prerendered pages', () => {
  it('puts the home page heading and text in #root, its styles and title in <head>', async () => {
    const html = pageDocument(shell, await renderPage('/'));

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
    const html = pageDocument(shell, await renderPage('/services'));

    expect(html).toContain('<title>Services and Pricing | Remote Hands Alaska</title>');
    expect(html).toMatch(/<h1[^>]*>Services and Pricing<\/h1>/);
  });

  it('renders the top bar as it shows while the session loads: no Sign In yet', async () => {
    const { markup } = await renderPage('/about');

    expect(markup).toContain('Remote Hands Alaska</a>');
    expect(markup).not.toContain('Sign In');
  });

  it("puts the page's chunk preloads in <head>, ahead of its styles", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/ServicesPage-x.js">';
    const html = pageDocument(shell, await renderPage('/services'), preload);

    const [head = ''] = html.split('</head>');
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<style data-styled'));
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageDocument('<html><body></body></html>', { markup: '', styleTags: '' })).toThrow(
      /#root|root/,
    );
  });
});
