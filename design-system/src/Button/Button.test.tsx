import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { Button } from './Button.js';

afterEach(cleanup);

describe('Button', () => {
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

  it('while loading shows its loading label, is busy and cannot be clicked', () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Logging out..." onClick={onClick}>
        Logout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging out...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('keeps its normal label while loading when no loading label is given', () => {
    render(<Button loading>Send Message</Button>);
    expect(screen.getByRole('button', { name: 'Send Message' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/auth/company">Create an account</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link.getAttribute('href')).toBe('/auth/company');
    expect(link.dataset.variant).toBe('secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no detectable accessibility violations in any variant', async () => {
    const { container } = render(
      <>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="destructive">Destructive</Button>
        <Button loading loadingLabel="Saving...">
          Save
        </Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
