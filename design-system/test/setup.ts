import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import preview from '../.storybook/preview.js';

// Stories rendered in tests get the same decorators (theme, global style) as in Storybook.
setProjectAnnotations(preview);

/*
 * jsdom has no layout, so it lacks ResizeObserver, which Radix measures controls with. Nothing here
 * depends on sizes, so an observer that never reports is enough.
 */
class SilentResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= SilentResizeObserver;

/*
 * React and Radix report misuse (missing dialog titles, unknown props, updates outside act) through
 * console.error; a component that triggers one is broken even if it renders, so the test fails.
 */
let reportedErrors: unknown[][] = [];

beforeEach(() => {
  reportedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reportedErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.mocked(console.error).mockRestore();
  expect(reportedErrors.map((args) => args.map(String).join(' '))).toEqual([]);
});
