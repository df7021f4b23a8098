import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.js';
import { Menu } from '../Menu/Menu.js';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { TopBar } from './TopBar.js';
import * as stories from './TopBar.stories.js';

function renderTopBar() {
  return render(
    <TopBar
      brand={<a href="/">Remote Hands Alaska</a>}
      navigation={
        <>
          <a href="/how-it-works">How It Works</a>
          <Menu label="Work With Us">
            <a href="/services">Hire Remote Hands</a>
          </Menu>
          <a href="/about" aria-current="page">
            About
          </a>
        </>
      }
      actions={<Button>Sign In</Button>}
    />,
  );
}

/*
 * jsdom does not evaluate media queries, so the wide-screen and small-screen rules are both inactive
 * here: the toggle button and the links are all reachable, which lets one test cover the toggle's state.
 */
const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('TopBar', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is the banner landmark with the brand link', () => {
    renderTopBar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Remote Hands Alaska' })).toBeTruthy();
  });

  it('puts the navigation links in a landmark named Main', () => {
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'How It Works' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Work With Us' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'About' })).toBeTruthy();
  });

  it('keeps the status items in the bar, outside the small-screen panel', () => {
    render(
      <TopBar
        brand={<a href="/">Remote Hands Alaska</a>}
        actions={<Button>Logout</Button>}
        status={<button type="button">Notifications</button>}
      />,
    );
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(panel?.contains(bell)).toBe(false);
    expect(panel?.contains(screen.getByRole('button', { name: 'Logout' }))).toBe(true);
  });

  it('shows the actions in the bar', () => {
    renderTopBar();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }),
    ).toBeTruthy();
  });

  it('has a toggle for small screens that reports whether its panel is expanded', () => {
    renderTopBar();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!);
    expect(panel?.dataset.open).toBe('true');
    expect(within(panel!).getByRole('link', { name: 'How It Works' })).toBeTruthy();
    expect(within(panel!).getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('closes the small-screen panel when a link is chosen', () => {
    renderTopBar();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'How It Works' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the small-screen panel open when the Work With Us menu is opened inside it', () => {
    renderTopBar();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('button', { name: 'Work With Us' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('closes the small-screen panel on Escape and returns focus to the toggle', () => {
    renderTopBar();
    fireEvent.click(toggle());
    fireEvent.keyDown(screen.getByRole('link', { name: 'About' }), { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});
