import { TextInput } from '@mantine/core';
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
}

/**
 * A data table's search box: the text shows as typed, and is committed after a short pause. A change of the
 * committed value from elsewhere (Back, a link) shows in the box without being undone by an older pause.
 */
export function DebouncedSearchInput({ label, placeholder, value, onCommit }: DebouncedSearchInputProps) {
  const [input, setInput] = useState(value);
  const [debounced] = useDebouncedValue(input, TABLE_SEARCH_DEBOUNCE_MS);

  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value.trim() !== input.trim()) setInput(value);
  }

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
      value={input}
      onChange={(event) => setInput(event.currentTarget.value)}
      style={{ flex: '1 1 16rem' }}
    />
  );
}
