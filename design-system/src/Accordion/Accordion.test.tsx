import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Accordion, AccordionItem } from './Accordion.js';
import * as stories from './Accordion.stories.js';

const { Default, Multiple } = composeStories(stories);

const toggle = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => toggle(name).getAttribute('aria-expanded');

describe('Accordion', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('shows each section title as a level 3 heading holding a collapsed toggle', () => {
    render(<Default />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Personal Information We Collect', 'How We Use Your Information', 'SMS Terms']);
    expect(expanded('SMS Terms')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one section at a time and can close it again', () => {
    render(<Default />);
    fireEvent.click(toggle('SMS Terms'));
    expect(expanded('SMS Terms')).toBe('true');
    expect(screen.getByRole('region', { name: 'SMS Terms' }).textContent).toContain('Reply STOP');
    fireEvent.click(toggle('How We Use Your Information'));
    expect(expanded('How We Use Your Information')).toBe('true');
    expect(expanded('SMS Terms')).toBe('false');
    fireEvent.click(toggle('How We Use Your Information'));
    expect(expanded('How We Use Your Information')).toBe('false');
  });

  it('keeps several sections open in multiple mode', () => {
    render(<Multiple />);
    expect(expanded('Personal Information We Collect')).toBe('true');
    expect(expanded('SMS Terms')).toBe('true');
    fireEvent.click(toggle('How We Use Your Information'));
    expect(expanded('Personal Information We Collect')).toBe('true');
    expect(expanded('How We Use Your Information')).toBe('true');
  });

  it('moves between toggles with the arrow keys', async () => {
    render(<Default />);
    toggle('Personal Information We Collect').focus();
    fireEvent.keyDown(toggle('Personal Information We Collect'), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(toggle('How We Use Your Information')));
  });

  it('reports the open section and takes the heading level of the page outline', () => {
    const onValueChange = vi.fn();
    render(
      <Accordion onValueChange={onValueChange}>
        <AccordionItem value="terms" title="Terms" headingLevel={2}>
          Body
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeTruthy();
    fireEvent.click(toggle('Terms'));
    expect(onValueChange).toHaveBeenCalledWith('terms');
  });
});
