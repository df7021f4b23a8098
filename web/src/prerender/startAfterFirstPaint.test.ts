import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCRIPTS_TEMPLATE_ID } from './appScripts';

const appScripts =
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-F1.js">';

/** The browser's paint timing: the test says when a paint is reported. */
class PaintTiming {
  static readonly supportedEntryTypes = ['paint'];
  static observers: PaintTiming[] = [];
  observed = false;

  constructor(
    private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    PaintTiming.observers.push(this);
  }

  observe(options: { type: string; buffered: boolean }): void {
    this.observed = options.type === 'paint' && options.buffered;
  }

  disconnect(): void {
    this.observed = false;
  }

  static paint(name: string): void {
    for (const observer of PaintTiming.observers.filter((each) => each.observed)) {
      observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

/** The start script as the page runs it: once, when it loads. */
async function runStartScript(): Promise<void> {
  vi.resetModules();
  await import('./startAfterFirstPaint');
}

const loaded = () => ({
  scripts: document.head.querySelectorAll('script[src="/assets/index-A1.js"]').length,
  preload: document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href'),
});

describe('the start script of a prerendered page', () => {
  beforeEach(() => {
    PaintTiming.observers = [];
    vi.stubGlobal('PerformanceObserver', PaintTiming);
    document.head.innerHTML = `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${appScripts}</template>`;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it("loads the app's scripts once the page's first contentful paint is reported, and only once", async () => {
    await runStartScript();
    PaintTiming.paint('first-paint');
    expect(loaded()).toEqual({ scripts: 0, preload: undefined });

    PaintTiming.paint('first-contentful-paint');
    PaintTiming.paint('first-contentful-paint');

    expect(loaded()).toEqual({ scripts: 1, preload: '/assets/framework-F1.js' });
    const script = document.head.querySelector('script[src="/assets/index-A1.js"]');
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.hasAttribute('crossorigin')).toBe(true);
    expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).toBeNull();
  });

  it('loads them at once in a tab opened in the background, which paints nothing until shown', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    await runStartScript();

    expect(loaded()).toEqual({ scripts: 1, preload: '/assets/framework-F1.js' });
  });

  it('loads them at once where the browser cannot say when it painted', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);

    await runStartScript();

    expect(loaded()).toEqual({ scripts: 1, preload: '/assets/framework-F1.js' });
  });
});
