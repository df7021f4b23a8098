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

  it('goes to the last and first toggle with End and Home, wrapping round with the arrows', () => {
    render(<Default />);
    const first = toggle('Personal Information We Collect');
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(toggle('SMS Terms'));
    fireEvent.keyDown(toggle('SMS Terms'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(toggle('SMS Terms'));
    fireEvent.keyDown(toggle('SMS Terms'), { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('skips a disabled section with the arrow keys and does not open it', () => {
    render(
      <Accordion>
        <AccordionItem value="a" title="Acceptance">
          A
        </AccordionItem>
        <AccordionItem value="b" title="Archived" disabled>
          B
        </AccordionItem>
        <AccordionItem value="c" title="Changes">
          C
        </AccordionItem>
      </Accordion>,
    );
    toggle('Acceptance').focus();
    fireEvent.keyDown(toggle('Acceptance'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(toggle('Changes'));
    fireEvent.click(toggle('Archived'));
    expect(expanded('Archived')).toBe('false');
  });

  it('points each open toggle at its region and shows what the caller keeps open', () => {
    const keptOpen = (value: string[]) => (
      <Accordion type="multiple" value={value}>
        <AccordionItem value="a" title="First">
          One
        </AccordionItem>
        <AccordionItem value="b" title="Second">
          Two
        </AccordionItem>
      </Accordion>
    );
    const { rerender } = render(keptOpen(['b']));
    const region = screen.getByRole('region', { name: 'Second' });
    expect(toggle('Second').getAttribute('aria-controls')).toBe(region.id);
    expect(toggle('First').hasAttribute('aria-controls')).toBe(false);
    rerender(keptOpen(['a']));
    expect(screen.getByRole('region', { name: 'First' }).textContent).toBe('One');
    expect(screen.queryByRole('region', { name: 'Second' })).toBeNull();
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
