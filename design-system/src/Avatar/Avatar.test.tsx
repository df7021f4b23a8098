import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { Avatar, initialsOf } from './Avatar.js';

afterEach(cleanup);

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Sam Kuskokwim')).toBe('SK');
  });

  it('skips middle names', () => {
    expect(initialsOf('Tanya Marie Nome')).toBe('TN');
  });

  it('uses one letter for a single name', () => {
    expect(initialsOf('Alex')).toBe('A');
  });

  it('ignores surrounding and repeated spaces and upper-cases', () => {
    expect(initialsOf('  alex   bering ')).toBe('AB');
  });

  it('keeps letters outside the basic alphabet whole', () => {
    expect(initialsOf('Łukasz Ñandú')).toBe('ŁÑ');
  });

  it('is empty for an empty name', () => {
    expect(initialsOf('')).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the initials and is an image named by the full name', () => {
    render(<Avatar name="Alex Bering" />);
    const avatar = screen.getByRole('img', { name: 'Alex Bering' });
    expect(avatar.textContent).toBe('AB');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Alex Bering" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AB').getAttribute('aria-hidden')).toBe('true');
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = render(<Avatar name="Tanya Nome" size="lg" />);
    await expectNoAxeViolations(container);
  });
});
