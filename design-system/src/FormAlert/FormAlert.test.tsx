import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './FormAlert.stories.js';

const { Default, Success } = composeStories(stories);

describe('FormAlert', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('announces why a form failed at once, as an alert', () => {
    render(<Default />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to send message.');
    expect(alert.textContent).toContain('Please try again later.');
  });

  it('announces a success politely, as a status', () => {
    render(<Success />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Message Sent');
  });
});
