import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Icon } from './Icon.js';
import * as stories from './Icon.stories.js';

describe('Icon', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is an image named by its label when it stands alone', () => {
    render(<Icon name="phone" label="Call" />);
    expect(screen.getByRole('img', { name: 'Call' }).getAttribute('data-icon')).toBe('phone');
  });

  it('is hidden from assistive technology beside text that says the same', () => {
    const { container } = render(
      <span>
        <Icon name="check" /> Done
      </span>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
