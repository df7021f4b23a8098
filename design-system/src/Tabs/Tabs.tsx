import * as RadixTabs from '@radix-ui/react-tabs';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme.js';

export type TabsProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;

export interface TabListProps extends ComponentPropsWithoutRef<typeof RadixTabs.List> {
  /** Names the set of tabs for assistive technology, e.g. 'Dashboard'. */
  'aria-label': string;
}

export interface TabProps extends ComponentPropsWithoutRef<typeof RadixTabs.Trigger> {
  /**
   * How many things wait behind the tab, shown as a small count after its label; none when 0 or
   * absent. It describes the tab rather than naming it, so the tab's name stays its label.
   */
  count?: number;
  /** What the count is read as. Defaults to '<count> waiting'. */
  countLabel?: (count: number) => string;
}
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

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.375rem;
  height: 1.375rem;
  margin-left: ${vars.space[2]};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.onPrimary};
  font-size: ${vars.font.size.xs};
  line-height: 1;
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

/** One tab; its `value` matches the TabPanel it shows, with an optional count of what waits. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { count, countLabel = (waiting) => `${waiting} waiting`, children, ...rest },
  ref,
) {
  const descriptionId = useId();
  const counted = count !== undefined && count > 0;
  return (
    <Trigger ref={ref} {...(counted && { 'aria-describedby': descriptionId })} {...rest}>
      {children}
      {counted && (
        <>
          <Count aria-hidden="true">{count}</Count>
          <span hidden id={descriptionId}>
            {countLabel(count)}
          </span>
        </>
      )}
    </Trigger>
  );
});
Tab.displayName = 'Tab';

/** The content shown while the tab with the same `value` is active. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(props, ref) {
  return <Panel ref={ref} {...props} />;
});
TabPanel.displayName = 'TabPanel';
