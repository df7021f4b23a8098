import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import * as stories from './AlaskaMap.stories.js';

const { Default, NoPoints, WholeState } = composeStories(stories);

function markAt(container: HTMLElement, id: string): [number, number] {
  const transform = container.querySelector(`[data-point="${id}"]`)?.getAttribute('transform');
  const [, x = 'NaN', y = 'NaN'] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform ?? '') ?? [];
  return [Number(x), Number(y)];
}

describe('AlaskaMap', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('draws the state and one mark per point, inside the picture, named by its title', () => {
    const { container } = render(<Default />);
    const map = screen.getByRole('img', { name: 'Map of the job in Bethel' });
    expect(map.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    for (const id of ['site', 'check-in', 'home', 'reach-akiak', 'reach-akiachak']) {
      const [x, y] = markAt(container, id);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(640);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(400);
    }
  });

  it('keeps east to the right and north up', () => {
    const { container } = render(<Default />);
    const [siteX] = markAt(container, 'site');
    const [homeX] = markAt(container, 'home');
    const [, akiakY] = markAt(container, 'reach-akiak');
    const [, siteY] = markAt(container, 'site');
    expect(homeX).toBeGreaterThan(siteX);
    expect(akiakY).toBeLessThan(siteY);
  });

  it('names every point in words under the map, one line per kind', () => {
    render(<Default />);
    const legend = within(screen.getByRole('list'));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Site: Bethel',
      'Check-in: 120 m from the site',
      "Technician's home: Kwethluk",
      'Reached by the technician: Akiak, Akiachak',
    ]);
  });

  it('shows where a close-up lies on a small map of the whole state', () => {
    const { container } = render(<Default />);
    expect(container.querySelectorAll('svg[role="img"] circle[r="5"]')).toHaveLength(1);
  });

  it('keeps far-apart places apart, and draws the bare state, with no inset, without points', () => {
    const { container, unmount } = render(<WholeState />);
    const [nomeX] = markAt(container, 'site');
    const [anchorageX] = markAt(container, 'home');
    expect(anchorageX - nomeX).toBeGreaterThan(100);
    unmount();
    const bare = render(<NoPoints />);
    expect(screen.getByRole('img', { name: 'Map of Alaska' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(bare.container.querySelectorAll('circle[r="5"]')).toHaveLength(0);
  });
});
