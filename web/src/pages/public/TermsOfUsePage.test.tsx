import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';

afterEach(cleanup);

/** The Terms of Use sections, in the order the page must show them. */
const sections = [
  'Acceptance of terms',
  'Changes to these terms',
  'Permitted use',
  'Children',
  'Intellectual property',
  'Password security',
  'User content',
  'Public areas',
  'Third-party links',
  'Disclaimer',
  'Limitation of liability',
  'Indemnification',
  'Governing law',
  'Takedown notice',
  'Termination',
  'Contact',
];

const heading = () => screen.findByRole('heading', { level: 1, name: 'Terms of Use' });

function open(section: string) {
  fireEvent.click(screen.getByRole('button', { name: section }));
}

describe('terms of use', () => {
  it('shows every section of the terms as an accordion item, in order', async () => {
    renderApp({ path: '/terms-of-use' });
    await heading();
    const triggers = within(screen.getByRole('main'))
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);
    expect(triggers).toEqual(sections);
  });

  it('says when it was last updated', async () => {
    renderApp({ path: '/terms-of-use' });
    await heading();
    expect(screen.getByText('Last updated March 2025')).toBeTruthy();
  });

  it('requires users to be 18 or to have a parent’s permission', async () => {
    renderApp({ path: '/terms-of-use' });
    await heading();
    open('Acceptance of terms');
    expect(screen.getByText(/at least 18 years old/)).toBeTruthy();
    expect(
      screen.getByText(/permission and supervision of a parent or legal guardian/),
    ).toBeTruthy();
  });

  it('is governed by Alaska law with disputes heard in Anchorage', async () => {
    renderApp({ path: '/terms-of-use' });
    await heading();
    open('Governing law');
    const text = screen.getByText(/governed by the laws of the State of Alaska/).textContent;
    expect(text).toMatch(/courts located in Anchorage, Alaska/);
  });

  it('explains how to send a takedown notice', async () => {
    renderApp({ path: '/terms-of-use' });
    await heading();
    open('Takedown notice');
    expect(screen.getByText(/infringes your copyright/)).toBeTruthy();
  });

  it('offers a Return to Home link', async () => {
    const { pathname } = renderApp({ path: '/terms-of-use' });
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(pathname()).toBe('/');
  });
});
