import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { ProgressBar } from './ProgressBar.js';
import * as stories from './ProgressBar.stories.js';

const { Default, Steps } = composeStories(stories);

describe('ProgressBar', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a progress bar named by its label that reads its percentage', () => {
    render(<Default />);
    const bar = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
  });

  it('reads steps as Step {index} of {total}', () => {
    render(<Steps />);
    const bar = screen.getByRole('progressbar', { name: 'Onboarding' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
  });

  it('keeps the value within 0 and max', () => {
    render(<ProgressBar aria-label="Upload" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
  });
});
