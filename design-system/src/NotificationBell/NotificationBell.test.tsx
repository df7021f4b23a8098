import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { NotificationBell } from './NotificationBell.js';
import * as stories from './NotificationBell.stories.js';

const { Default, Empty, ManyUnread } = composeStories(stories);

describe('NotificationBell', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('names the unread count on the bell and opens the inbox on press', () => {
    render(<Default />);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();

    fireEvent.click(bell);

    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const inbox = screen.getByRole('region', { name: 'Notifications' });
    expect(inbox.textContent).toContain('Request 20300615-0001 accepted');
    expect(inbox.textContent).toContain('Tanya, your technician');
    expect(
      screen.getByRole('link', { name: /^Unread: ?Request 20300615-0001 accepted/ }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Work done on 20300601-0002/ })).toBeTruthy();
  });

  it('shows 99+ past 99 and no count when all is read', () => {
    const { unmount } = render(<ManyUnread />);
    expect(screen.getByText('99+')).toBeTruthy();
    unmount();
    render(<NotificationBell unread={0} items={[]} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('reports the notice chosen and closes', () => {
    const onItemSelect = vi.fn();
    render(<Default onItemSelect={onItemSelect} />);
    fireEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    fireEvent.click(screen.getByRole('link', { name: /Technician on site/ }));
    expect(onItemSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('offers Mark all read only while something is unread', () => {
    const onMarkAllRead = vi.fn();
    const { rerender } = render(<Default open onMarkAllRead={onMarkAllRead} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    rerender(<Default open unread={0} onMarkAllRead={onMarkAllRead} />);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('says so when there is nothing, and closes on Escape back to the bell', () => {
    render(<Empty open={undefined} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(screen.getByRole('status').textContent).toBe('No notifications yet.');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Notifications' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });
});
