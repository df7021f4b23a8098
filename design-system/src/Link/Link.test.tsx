import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Link } from './Link.js';
import * as stories from './Link.stories.js';

const { Default, External } = composeStories(stories);

describe('Link', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a link named by its text', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '#privacy-policy',
    );
  });

  it('opens an external page in a new tab, safely, and says so', () => {
    render(<External />);
    const link = screen.getByRole('link', { name: 'Alaska Commerce (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lends its look to a router link with asChild', () => {
    render(
      <Link asChild variant="muted">
        <a href="/about">About</a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.dataset.variant).toBe('muted');
    expect(link.getAttribute('href')).toBe('/about');
  });
});
