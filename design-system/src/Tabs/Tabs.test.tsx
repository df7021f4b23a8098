import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../../test/stories.js';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';
import * as stories from './Tabs.stories.js';

const { Default, Disabled, WithCounts } = composeStories(stories);

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  itRendersEveryStoryAccessibly(composeStories(stories));

  it('is a named tab list showing the panel of the selected tab', () => {
    render(<Default />);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeTruthy();
    expect(tab('Company Profile').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Company Profile' }).textContent).toBe(
      'Company Information and Location Information.',
    );
  });

  it('shows a count after a label, keeping the label as the name and reading the count as its description', () => {
    render(<WithCounts />);
    const jobs = tab('Jobs');
    expect(within(jobs).getByText('3').getAttribute('aria-hidden')).toBe('true');
    const described = document.getElementById(jobs.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('3 waiting');
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toBeTruthy();
    expect(tab('Profile Settings').textContent).toBe('Profile Settings');
    expect(tab('Profile Settings').hasAttribute('aria-describedby')).toBe(false);
  });

  it('switches panels when another tab is chosen', () => {
    render(<Default />);
    fireEvent.mouseDown(tab('Contact Support'));
    expect(tab('Contact Support').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Contact Support' }).textContent).toBe(
      'Contact Us.',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Default />);
    tab('Company Profile').focus();
    fireEvent.keyDown(tab('Company Profile'), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab('Contact Support')));
    expect(tab('Contact Support').getAttribute('aria-selected')).toBe('true');
  });

  it('follows a controlled value and reports requested changes', () => {
    const onValueChange = vi.fn();
    render(
      <Tabs value="a" onValueChange={onValueChange}>
        <TabList aria-label="Letters">
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
        <TabPanel value="a">Panel A</TabPanel>
        <TabPanel value="b">Panel B</TabPanel>
      </Tabs>,
    );
    fireEvent.mouseDown(tab('B'));
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
  });

  it('cannot select a disabled tab', () => {
    render(<Disabled />);
    fireEvent.mouseDown(tab('Profile'));
    expect(tab('Profile').getAttribute('aria-selected')).toBe('false');
  });
});
