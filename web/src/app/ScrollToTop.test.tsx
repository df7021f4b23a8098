import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';

afterEach(cleanup);

describe('navigation', () => {
  it('scrolls to the top of the page whenever the location changes', () => {
    renderApp({ path: '/' });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] } };
    const before = scrollTo.mock.calls.length;
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeTruthy();
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 0]);
  });
});
