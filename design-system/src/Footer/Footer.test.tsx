import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { Footer } from './Footer.js';

afterEach(cleanup);

describe('Footer', () => {
  it('is the content information landmark with its links and fine print', () => {
    render(
      <Footer
        navigation={
          <>
            <a href="/privacy-policy">Privacy Policy</a>
            <a href="/terms-of-use">Terms of Use</a>
          </>
        }
      >
        © 2025 Remote Hands Alaska
      </Footer>,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
    expect(footer.textContent).toContain('© 2025 Remote Hands Alaska');
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = render(
      <Footer navigation={<a href="/terms-of-use">Terms of Use</a>}>©</Footer>,
    );
    await expectNoAxeViolations(container);
  });
});
