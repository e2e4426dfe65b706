import { TextInput, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the keystrokes of a word, short enough that the result feels immediate. */
export const TABLE_SEARCH_DEBOUNCE_MS = 200;

interface DebouncedSearchInputProps {
  label: string;
  placeholder?: string;
  /** The committed text (the URL's). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onCommit: (value: string) => void;
  /** How long typing must pause before the text is committed: a data table's 200 ms unless said. */
  debounceMs?: number;
  /** An emptied box is committed at once, without waiting for the pause: there is nothing to wait for. */
  commitEmptyAtOnce?: boolean;
  /** 'toolbar' (the default) shares a row with other fields and grows into its space; 'block' has a line of its own. */
  layout?: 'toolbar' | 'block';
  size?: MantineSize;
  autoComplete?: string;
}

/**
 * A search box whose text shows as typed and is committed after a pause (a data table's search, the shop's
 * search page). A change of the committed value from elsewhere (Back, a link) shows in the box without being
 * undone by an older pause.
 */
export function DebouncedSearchInput({
  label,
  placeholder,
  value,
  onCommit,
  debounceMs = TABLE_SEARCH_DEBOUNCE_MS,
  commitEmptyAtOnce = false,
  layout = 'toolbar',
  size,
  autoComplete,
}: DebouncedSearchInputProps) {
  const [input, setInput] = useState(value);
  const [debounced] = useDebouncedValue(input, debounceMs);

  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value.trim() !== input.trim()) setInput(value);
  }

  // Only a new pause in typing commits the text; a change from elsewhere must not be undone by an old value.
  const handled = useRef(debounced);
  useEffect(() => {
    if (handled.current === debounced) return;
    handled.current = debounced;
    if (debounced.trim() !== value.trim()) onCommit(debounced.trim());
  }, [debounced, onCommit, value]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      size={size}
      value={input}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setInput(next);
        if (commitEmptyAtOnce && next.trim() === '' && value.trim() !== '') onCommit('');
      }}
      autoComplete={autoComplete}
      style={layout === 'toolbar' ? { flex: '1 1 16rem' } : undefined}
    />
  );
}
