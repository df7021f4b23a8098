import { vars } from '@rha/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Entry = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  font-size: ${vars.font.size.sm};
  overflow-wrap: anywhere;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }

  &[data-selected='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    box-shadow: inset 4px 0 0 ${vars.color.primary};
  }

  /* Links stay clickable above the button that covers the entry. */
  & a {
    position: relative;
    z-index: 1;
  }
`;

/** The entry's name; its ::after covers the whole entry, so a click anywhere selects it. */
const Select = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.primary};
  font: inherit;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

export interface SelectableEntryProps {
  /** The entry's name, which is also the accessible name of its select button. */
  name: string;
  selected: boolean;
  onSelect(): void;
  /** Details under the name; links among them stay links. */
  children: ReactNode;
}

/** One entry of an admin list: a button named after the entry, then its details. */
export function SelectableEntry({ name, selected, onSelect, children }: SelectableEntryProps) {
  return (
    <Entry data-selected={selected ? 'true' : undefined}>
      <Select type="button" aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        {name}
      </Select>
      {children}
    </Entry>
  );
}
