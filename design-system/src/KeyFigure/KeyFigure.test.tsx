import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './KeyFigure.stories.js';

const { Default, WithHint } = composeStories(stories);

describe('KeyFigure', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('reads its label, then its figure', () => {
    const { container } = render(<Default />);
    expect(container.textContent).toBe('Pay$75/h, up to 6 h ($450)');
  });

  it('shows a hint only when given', () => {
    render(<WithHint />);
    expect(screen.getByText('Weather standby $150 a day, special vehicle $100')).toBeTruthy();
  });
});
