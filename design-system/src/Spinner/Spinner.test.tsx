import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { Spinner } from './Spinner.js';

afterEach(cleanup);

describe('Spinner', () => {
  it('announces itself as a status named Loading by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('announces the label it is given', () => {
    render(<Spinner label="Loading your dashboard" size="lg" />);
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = render(<Spinner />);
    await expectNoAxeViolations(container);
  });
});
