import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';

afterEach(cleanup);

/** The Privacy Policy sections, in the order the page must show them. */
const sections = [
  'Personal information we collect',
  'How we use your information',
  'How we share information',
  'How we protect your information',
  'Children under 13',
  'SMS terms',
  'Cookies and local storage',
  'Do Not Track',
  'Links to other websites',
  'Changes to this policy',
  'Questions',
];

const heading = () => screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

describe('privacy policy', () => {
  it('shows every section of the policy as an accordion item, in order', async () => {
    renderApp({ path: '/privacy-policy' });
    await heading();
    const main = screen.getByRole('main');
    const triggers = within(main)
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent);
    expect(triggers).toEqual(sections);
  });

  it('says when it was last updated', async () => {
    renderApp({ path: '/privacy-policy' });
    await heading();
    expect(screen.getByText('Last updated March 2025')).toBeTruthy();
  });

  it('opens a section to show its text', async () => {
    renderApp({ path: '/privacy-policy' });
    await heading();
    expect(screen.queryByText(/Reply STOP/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'SMS terms' }));
    expect(screen.getByRole('button', { name: 'SMS terms' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText(/Reply STOP/)).toBeTruthy();
  });

  it('explains that the services are not for children under 13', async () => {
    renderApp({ path: '/privacy-policy' });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Children under 13' }));
    expect(screen.getByText(/not directed to children under 13/)).toBeTruthy();
  });

  it('offers a back button to the home page', async () => {
    const { pathname } = renderApp({ path: '/privacy-policy' });
    await heading();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(pathname()).toBe('/');
  });

  it('is also shown at /privacy-statement, without a redirect', async () => {
    const { pathname } = renderApp({ path: '/privacy-statement' });
    await heading();
    expect(pathname()).toBe('/privacy-statement');
    expect(screen.getByRole('button', { name: 'SMS terms' })).toBeTruthy();
  });
});
