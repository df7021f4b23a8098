import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './Stepper.stories.js';

const { Default, LastStep, CustomStatus } = composeStories(stories);

describe('Stepper', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('says Step {index} of {total} with the current step name', () => {
    render(<Default />);
    const stepper = screen.getByRole('group', { name: 'Progress' });
    expect(stepper.textContent).toContain('Step 2 of 5');
    expect(within(stepper).getByText('Skills', { selector: 'p span' })).toBeTruthy();
  });

  it('lists the steps, marking the current one and the completed ones', () => {
    render(<Default />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Contact details (completed)',
      'Skills',
      'Tools',
      'Availability',
      'Review',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('reaches the last step', () => {
    render(<LastStep />);
    expect(screen.getByRole('group', { name: 'Progress' }).textContent).toContain('Step 5 of 5');
  });

  it('words the status as it is told', () => {
    render(<CustomStatus />);
    expect(screen.getByRole('group', { name: 'Progress' }).textContent).toContain('Part 2 / 5');
  });
});
