import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';

afterEach(cleanup);

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  it('shows the copyright line with the current year', () => {
    renderApp({ path: '/about' });
    expect(
      within(footer()).getByText(
        `© ${new Date().getFullYear()} Remote Hands Alaska. All rights reserved.`,
      ),
    ).toBeTruthy();
  });

  it('has a Services and a Company column', () => {
    renderApp({ path: '/about' });
    const services = within(footer()).getByRole('heading', { name: 'Services' }).parentElement!;
    expect(
      within(services).getByRole('link', { name: 'Remote Eyes Assessment' }).getAttribute('href'),
    ).toBe('/services#remote-eyes-assessment');
    const company = within(footer()).getByRole('heading', { name: 'Company' }).parentElement!;
    expect(within(company).getByRole('link', { name: 'About' }).getAttribute('href')).toBe(
      '/about',
    );
  });

  it('links to the Privacy Policy and the Terms of Use', () => {
    renderApp({ path: '/about' });
    const legal = within(footer()).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      '/terms-of-use',
    );
  });

  it('opens each social profile in a new tab without access to this page', () => {
    renderApp({ path: '/about' });
    const profiles = within(footer()).getAllByRole('link', { name: /^Remote Hands Alaska on / });
    expect(profiles.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Remote Hands Alaska on Facebook (opens in a new tab)',
      'Remote Hands Alaska on Instagram (opens in a new tab)',
      'Remote Hands Alaska on LinkedIn (opens in a new tab)',
    ]);
    for (const link of profiles) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
