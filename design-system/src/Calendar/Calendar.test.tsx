import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { itRendersEveryStoryAccessibly, renderInMain } from '../../test/stories.js';
import { Calendar } from './Calendar.js';
import * as stories from './Calendar.stories.js';

const { Default, WithError } = composeStories(stories);

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const isDisabled = (name: string | RegExp) => (button(name) as HTMLButtonElement).disabled;

describe('Calendar', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  describe('on 18 June 2025', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 5, 18, 9, 30));
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('is a group named by its label showing the current month', () => {
      render(<Default />);
      expect(screen.getByRole('group', { name: 'Preferred Service Date' })).toBeTruthy();
      expect(button('June 2025, choose a month')).toBeTruthy();
    });

    it('disables yesterday and earlier but not today or later', () => {
      render(<Default />);
      expect(isDisabled('June 17, 2025')).toBe(true);
      expect(isDisabled('June 1, 2025')).toBe(true);
      expect(isDisabled('June 18, 2025')).toBe(false);
      expect(isDisabled('June 19, 2025')).toBe(false);
      expect(isDisabled('Previous month')).toBe(true);
    });

    it('reports the day chosen', () => {
      const onChange = vi.fn();
      render(<Default onChange={onChange} />);
      fireEvent.click(button('June 20, 2025'));
      expect(onChange).toHaveBeenCalledWith(new Date(2025, 5, 20));
    });

    it('drills from month up to century and back down to another month', () => {
      const onViewChange = vi.fn();
      render(<Default onViewChange={onViewChange} />);

      fireEvent.click(button('June 2025, choose a month'));
      expect(onViewChange).toHaveBeenLastCalledWith('year');
      expect(isDisabled('May 2025')).toBe(true);
      expect(isDisabled('June 2025')).toBe(false);

      fireEvent.click(button('2025, choose a year'));
      expect(onViewChange).toHaveBeenLastCalledWith('decade');
      expect(isDisabled('2024')).toBe(true);
      expect(isDisabled('2026')).toBe(false);

      fireEvent.click(button(/^2021 – 2030, choose a decade$/));
      expect(onViewChange).toHaveBeenLastCalledWith('century');
      expect(isDisabled(/^2001 – 2100/)).toBe(true);
      expect(isDisabled('2011 – 2020')).toBe(true);

      fireEvent.click(button('2031 – 2040'));
      expect(onViewChange).toHaveBeenLastCalledWith('decade');
      fireEvent.click(button('2032'));
      expect(onViewChange).toHaveBeenLastCalledWith('year');
      fireEvent.click(button('March 2032'));
      expect(onViewChange).toHaveBeenLastCalledWith('month');
      expect(button('March 2032, choose a month')).toBeTruthy();
      expect(isDisabled('March 1, 2032')).toBe(false);
    });

    it('keeps one day in the tab order and moves between days with the arrow keys', () => {
      render(<Default />);
      const today = button('June 18, 2025');
      const tiles = Array.from(document.querySelectorAll<HTMLElement>('.react-calendar__tile'));
      expect(tiles.filter((tile) => tile.tabIndex === 0)).toEqual([today]);

      today.focus();
      fireEvent.keyDown(today, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(button('June 19, 2025'));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(button('June 26, 2025'));
      expect(button('June 26, 2025').tabIndex).toBe(0);
      expect(today.tabIndex).toBe(-1);

      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(button('June 19, 2025'));

      fireEvent.click(document.activeElement!);
      expect(button('June 19, 2025').className).toContain('react-calendar__tile--active');
    });

    it('lets any date be chosen when the earliest date is lifted', () => {
      render(<Calendar label="Date of birth" minDate={null} />);
      expect(isDisabled('June 17, 2025')).toBe(false);
    });

    it('is described by its error message', () => {
      render(<WithError />);
      expect(
        screen.getByRole('group', {
          name: 'Preferred Service Date',
          description: 'Please choose a date',
        }),
      ).toBeTruthy();
    });

    it('has no accessibility violations in the century view', async () => {
      renderInMain(<Default />);
      fireEvent.click(button('June 2025, choose a month'));
      fireEvent.click(button('2025, choose a year'));
      fireEvent.click(button(/^2021 – 2030/));
      await expectNoAxeViolations(document.body);
    });
  });
});
