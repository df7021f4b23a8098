import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Button } from './Button.js';
import * as stories from './Button.stories.js';

const { Loading, Disabled, AsLink } = composeStories(stories);

describe('Button', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a button named by its label that reports clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save Changes</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not submit forms unless asked to', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it('marks its variant and size for styling', () => {
    render(
      <Button variant="destructive" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.dataset.variant).toBe('destructive');
    expect(button.dataset.size).toBe('sm');
  });

  it('while loading shows its loading label with a spinner, is busy and is disabled', () => {
    const onClick = vi.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  });

  it('keeps its normal label while loading when no loading label is given', () => {
    render(<Button loading>Send Message</Button>);
    expect(screen.getByRole('button', { name: 'Send Message' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('ignores clicks when disabled', () => {
    const onClick = vi.fn();
    render(<Disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    fireEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to a link with asChild', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Become a Partner' });
    expect(link.getAttribute('href')).toBe('#partners');
    expect(link.dataset.variant).toBe('secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
