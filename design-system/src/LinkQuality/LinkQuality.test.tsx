import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './LinkQuality.stories.js';

const { Satellite, Measuring } = composeStories(stories);

describe('LinkQuality', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('gives each direction its level in words and its figures', () => {
    render(<Satellite />);
    const rows = within(screen.getByRole('list', { name: 'Link quality' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]?.textContent).toContain('Sending: Too thin for video');
    expect(rows[0]?.textContent).toContain('96 kbit/s · round trip 820 ms · 3.4% lost');
    expect(rows[1]?.textContent).toContain('Receiving: Poor');
    expect(rows[1]?.querySelectorAll('rect[data-lit="true"]')).toHaveLength(2);
  });

  it('says a figure is being measured until it is known', () => {
    render(<Measuring />);
    expect(screen.getAllByText('measuring · round trip measuring · measuring')).toHaveLength(2);
  });
});
