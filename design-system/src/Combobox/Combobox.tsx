import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { forwardRef, useMemo, useState } from 'react';
import styled from 'styled-components';
import { controlCss, FieldShell, useFieldIds, type FieldProps } from '../internal/field.js';
import { chevronCss, chevronOpenCss } from '../internal/chevron.js';
import { vars } from '../theme.js';
import { filterOptions } from './filterOptions.js';

export interface ComboboxProps extends FieldProps {
  /** Every choice, e.g. the 50 US states or the Alaska communities. */
  options: readonly string[];
  /** Controlled choice (null for none); leave undefined and use defaultValue to let it manage itself. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen option, or null when the person clears the field. */
  onChange?: (value: string | null) => void;
  /** Called when the text input loses focus, e.g. react-hook-form's field.onBlur. */
  onBlur?: () => void;
  /** Submits the chosen option under this name when inside a <form>. */
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** The most options rendered at once; typing narrows the rest. Defaults to 50. */
  maxResults?: number;
  /** Shown when nothing matches. Defaults to 'No matches'. */
  noResultsText?: string;
  /** Accessible name of the button that opens the list. Defaults to 'Show options'. */
  toggleLabel?: string;
  'aria-describedby'?: string;
}

const Control = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${controlCss}
  padding-right: ${vars.space[10]};
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    ${chevronCss}
  }

  &[aria-expanded='true']::before {
    ${chevronOpenCss}
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  left: 0;
  right: 0;
  z-index: ${vars.layer.dropdown};
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};

  &:not([data-open='true']) {
    display: none;
  }
`;

const Listbox = styled.ul`
  max-height: 16rem;
  margin: 0;
  padding: ${vars.space[1]};
  overflow-y: auto;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  cursor: pointer;

  &[data-selected='true'] {
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.color.primary};
  }

  &[data-highlighted='true'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryHover};
  }
`;

const Note = styled.p`
  padding: ${vars.space[2]} ${vars.space[4]};
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textMuted};

  & + & {
    border-top: 1px solid ${vars.color.border};
  }
`;

type ChangeOptions = UseComboboxStateChangeOptions<string>;

/** Clearing the text clears the choice, so a field can be emptied again. */
function clearChoiceWithText(
  _state: UseComboboxState<string>,
  { type, changes }: ChangeOptions,
): Partial<UseComboboxState<string>> {
  if (type === useCombobox.stateChangeTypes.InputChange && changes.inputValue === '') {
    return { ...changes, selectedItem: null };
  }
  return changes;
}

/**
 * A searchable list (downshift useCombobox): type to filter, arrows to move, Enter to choose, Escape
 * to close. Only listed options can be chosen; typed text that matches none is dropped on blur.
 * At most `maxResults` options render at once, so long lists stay fast. The ref goes to the text
 * input; with react-hook-form use a Controller (`value`, `onChange`, `onBlur`, `ref`).
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    hint,
    error,
    options,
    value,
    defaultValue = null,
    onChange,
    onBlur,
    name,
    id,
    placeholder,
    disabled = false,
    required,
    maxResults = 50,
    noResultsText = 'No matches',
    toggleLabel = 'Show options',
    'aria-describedby': ownDescribedBy,
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  const [query, setQuery] = useState('');
  const { shown, total } = useMemo(
    () => filterOptions(options, query, maxResults),
    [options, query, maxResults],
  );

  const {
    isOpen,
    highlightedIndex,
    selectedItem,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<string>({
    items: shown,
    inputId: ids.controlId,
    labelId: ids.labelId,
    ...(value !== undefined ? { selectedItem: value } : { initialSelectedItem: defaultValue }),
    stateReducer: clearChoiceWithText,
    onInputValueChange: ({ type, inputValue }) => {
      // Only typing filters; showing the chosen option's text must not hide the other options.
      setQuery(type === useCombobox.stateChangeTypes.InputChange ? inputValue : '');
    },
    onSelectedItemChange: ({ selectedItem: chosen }) => onChange?.(chosen ?? null),
    getA11yStatusMessage: ({ isOpen: open }) => {
      if (!open) return '';
      if (total === 0) return noResultsText;
      return `${total} ${total === 1 ? 'option' : 'options'} available.`;
    },
  });

  const more = total - shown.length;
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      labelProps={getLabelProps()}
    >
      <Control>
        <Input
          {...getInputProps({
            ref,
            onBlur,
            disabled,
            placeholder,
            required,
            ...ids.describedBy,
          })}
        />
        <Toggle
          {...getToggleButtonProps({ 'aria-label': toggleLabel, disabled, type: 'button' })}
        />
        <Popup data-open={isOpen ? 'true' : undefined}>
          <Listbox {...getMenuProps()} hidden={!isOpen || shown.length === 0}>
            {isOpen &&
              shown.map((option, index) => (
                <Option
                  key={option}
                  data-highlighted={highlightedIndex === index || undefined}
                  data-selected={selectedItem === option || undefined}
                  {...getItemProps({ item: option, index })}
                >
                  {option}
                </Option>
              ))}
          </Listbox>
          {isOpen && total === 0 && <Note>{noResultsText}</Note>}
          {isOpen && more > 0 && (
            <Note>
              {`${more} more ${more === 1 ? 'option' : 'options'}: keep typing to narrow the list.`}
            </Note>
          )}
        </Popup>
      </Control>
      {name !== undefined && <input type="hidden" name={name} value={selectedItem ?? ''} />}
    </FieldShell>
  );
});
Combobox.displayName = 'Combobox';
