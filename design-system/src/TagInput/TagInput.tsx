import {
  forwardRef,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { controlCss, FieldShell, useFieldIds, type FieldProps } from '../internal/field.js';
import { visuallyHiddenCss } from '../internal/visuallyHidden.js';
import { vars } from '../theme.js';
import { addCustomTags } from '@rha/contracts/reference';

export interface TagInputProps extends FieldProps {
  /** Controlled tags; leave undefined and use defaultValue to let the field manage them. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  /** Called with the new list after tags are added or removed. */
  onChange?: (tags: string[]) => void;
  /** Called when the text input loses focus, e.g. react-hook-form's field.onBlur. */
  onBlur?: () => void;
  /** Submits each tag under this name (repeated) when inside a <form>. */
  name?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Text of the add button. Defaults to 'Add'. */
  addLabel?: string;
  /** Accessible name of a tag's remove button. Defaults to `Remove ${tag}`. */
  removeLabel?: (tag: string) => string;
  'aria-describedby'?: string;
}

const Row = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

const Input = styled.input`
  ${controlCss}
  flex: 1;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: ${vars.space[1]} 0 0;
  padding: 0;
  list-style: none;
`;

const Announcer = styled.p`
  ${visuallyHiddenCss}
`;

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as MutableRefObject<T | null>).current = node;
}

function describeAdded(before: readonly string[], after: readonly string[]): string {
  const added = after.slice(before.length);
  return added.length > 0 ? `Added ${added.join(', ')}.` : 'Nothing new to add.';
}

/**
 * Free-text tags, e.g. skills not in the list. Type one or several separated by commas and press
 * Enter (or the add button); each becomes a removable badge. Blanks and duplicates are ignored.
 * The ref goes to the text input; with react-hook-form use a Controller (`value`, `onChange`).
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    label,
    hint,
    error,
    value,
    defaultValue = [],
    onChange,
    onBlur,
    name,
    id,
    placeholder,
    disabled = false,
    addLabel = 'Add',
    removeLabel = (tag) => `Remove ${tag}`,
    'aria-describedby': ownDescribedBy,
  },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: ownDescribedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ownTags, setOwnTags] = useState<readonly string[]>(defaultValue);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const tags = value ?? ownTags;

  const commit = (next: string[]) => {
    if (value === undefined) setOwnTags(next);
    onChange?.(next);
  };

  const addTyped = () => {
    if (!text.trim()) return;
    const next = addCustomTags(tags, text);
    setAnnouncement(describeAdded(tags, next));
    setText('');
    if (next.length !== tags.length) commit(next);
  };

  const remove = (tag: string) => {
    commit(tags.filter((existing) => existing !== tag));
    setAnnouncement(`Removed ${tag}.`);
    // The pressed button disappears with its tag; focus goes back to the input instead of the page.
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a tag here; it must not submit the surrounding form.
    event.preventDefault();
    addTyped();
  };

  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} disabled={disabled}>
      <Row>
        <Input
          ref={(node) => {
            inputRef.current = node;
            assignRef(ref, node);
          }}
          id={ids.controlId}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          enterKeyHint="done"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
          {...ids.describedBy}
        />
        <Button variant="secondary" disabled={disabled} onClick={addTyped}>
          {addLabel}
        </Button>
      </Row>
      {tags.length > 0 && (
        <Tags aria-labelledby={ids.labelId}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge
                variant="primary"
                removeLabel={removeLabel(tag)}
                {...(disabled ? {} : { onRemove: () => remove(tag) })}
              >
                {tag}
              </Badge>
            </li>
          ))}
        </Tags>
      )}
      {name !== undefined &&
        tags.map((tag) => <input key={tag} type="hidden" name={name} value={tag} />)}
      <Announcer role="status">{announcement}</Announcer>
    </FieldShell>
  );
});
TagInput.displayName = 'TagInput';
