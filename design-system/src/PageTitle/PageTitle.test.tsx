import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.js';
import { PageTitle } from './PageTitle.js';

afterEach(cleanup);

describe('PageTitle', () => {
  it('is the level 1 heading of the page', () => {
    render(<PageTitle>How It Works</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeTruthy();
  });

  it('shows a lead line under the heading', () => {
    render(<PageTitle description="Three steps to on-site help.">How It Works</PageTitle>);
    expect(screen.getByText('Three steps to on-site help.')).toBeTruthy();
  });

  it('can head a panel as a level 2 heading', () => {
    render(<PageTitle level={2}>Company Profile</PageTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Company Profile' })).toBeTruthy();
  });

  it('has no detectable accessibility violations', async () => {
    const { container } = render(<PageTitle description="Lead">About</PageTitle>);
    await expectNoAxeViolations(container);
  });
});
