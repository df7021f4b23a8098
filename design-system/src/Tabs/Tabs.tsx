import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

export interface TabListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Names the set of tabs for assistive technology, e.g. 'Dashboard'. */
  'aria-label': string;
}

export type TabProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
export type TabPanelProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const Root = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${vars.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${vars.color.border};
  scrollbar-width: thin;
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  min-height: ${vars.size.controlLg};
  margin-bottom: -1px;
  padding: 0 ${vars.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${vars.color.primaryHover};
    background: ${vars.color.primarySubtle};
  }

  &[data-state='active'] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Panel = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: 4px;
  }
`;

/**
 * Tabs (Radix): `<Tabs value onValueChange>` holding a TabList of Tab buttons and one TabPanel per
 * tab. Arrow keys move between tabs; the dashboard keeps the value in `?tab=` by controlling it.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  return <Root ref={ref} {...props} />;
});
Tabs.displayName = 'Tabs';

/** The row of tabs; scrolls sideways on small screens instead of wrapping. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(props, ref) {
  return <List ref={ref} {...props} />;
});
TabList.displayName = 'TabList';

/** One tab; its `value` matches the TabPanel it shows. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(props, ref) {
  return <Trigger ref={ref} {...props} />;
});
Tab.displayName = 'Tab';

/** The content shown while the tab with the same `value` is active. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(props, ref) {
  return <Panel ref={ref} {...props} />;
});
TabPanel.displayName = 'TabPanel';
