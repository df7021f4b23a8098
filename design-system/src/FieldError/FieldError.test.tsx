import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './FieldError.stories.js';

const { TiedToAField, Empty } = composeStories(stories);

describe('FieldError', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('describes the field that names it in aria-describedby', () => {
    render(<TiedToAField />);
    expect(
      screen.getByRole('textbox', {
        name: 'Human check',
        description: 'Please complete the captcha',
      }),
    ).toBeTruthy();
  });

  it('renders nothing without a message', () => {
    const { container } = render(<Empty />);
    expect(container.textContent).toBe('');
  });
});
