import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './DataList.stories.js';

const { Default, Choosable, WithPages, Loading, Empty } = composeStories(stories);

describe('DataList', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a table named by its caption, one row per entry under the column headings', () => {
    render(<Default />);
    const table = screen.getByRole('table', { name: 'Technicians' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Community', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: /Nome/ })).toBeTruthy();
  });

  it('puts its filter bar in a search landmark', () => {
    render(<Default />);
    const search = screen.getByRole('search', { name: 'Filter technicians' });
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('chooses an entry by its name button or a click on its row, but not by a link in it', () => {
    render(<Choosable />);
    const bo = screen.getByRole('button', { name: 'Bo Paniptchuk' });
    expect(bo.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ada Nukwak' }));
    expect(screen.getByRole('button', { name: 'Ada Nukwak' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('cell', { name: /Kotzebue/ }));
    expect(screen.getByRole('button', { name: 'Cy Evan' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('link', { name: 'bo@example.com' }));
    expect(screen.getByRole('button', { name: 'Cy Evan' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('offers the next and the first page when there are such pages', () => {
    const onNextPage = vi.fn();
    const onFirstPage = vi.fn();
    render(<WithPages onNextPage={onNextPage} onFirstPage={onFirstPage} />);
    const pages = screen.getByRole('navigation', { name: 'Technicians pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(onNextPage).toHaveBeenCalledOnce();
    expect(onFirstPage).toHaveBeenCalledOnce();
  });

  it('has no page controls on a single page', () => {
    render(<Default />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('announces a page on its way and holds the paging buttons meanwhile', () => {
    render(<Loading />);
    expect(screen.getByRole('status', { name: 'Loading technicians' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says so when nothing matches', () => {
    render(<Empty />);
    expect(screen.getByRole('status').textContent).toBe('No technicians found');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
