import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Footer } from './Footer.js';
import * as stories from './Footer.stories.js';

const { WithSections } = composeStories(stories);

describe('Footer', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

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

  it('groups links under named navigation landmarks', () => {
    render(<WithSections />);
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Remote Hands Baseline', 'Remote Eyes Assessment', 'Local Guide Service']);
    expect(within(services).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Follow Us' })).toBeTruthy();
  });
});
