import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Card } from './Card.js';
import * as stories from './Card.stories.js';

const { Default, Untitled } = composeStories(stories);

describe('Card', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a region named by its title when titled', () => {
    render(<Default />);
    const card = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeTruthy();
    expect(card.textContent).toContain("we'll get back to you");
    expect(within(card).getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('is a plain block without a title', () => {
    render(<Untitled />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('A plain panel of content.')).toBeTruthy();
  });

  it('fits the page outline with the heading level it is given', () => {
    render(
      <Card as="article" title="Use case" headingLevel={3}>
        Body
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Use case' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Use case' })).toBeTruthy();
  });
});
