import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import {
  getParsedComboboxData,
  isOptionsGroup,
  Select as MantineSelect,
  type ComboboxItem,
  type SelectProps,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { forwardRef, useRef, type KeyboardEvent } from 'react';
import { foldText } from '@/lib/format/search-text';

/** docs/behaviour.md#limits: a select's type-ahead starts a new search once no key came for 1 s. */
export const TYPE_AHEAD_RESET_MS = 1000;

/** The options of a Select's `data`, groups flattened, in the order the list shows them. */
function optionsOf(data: SelectProps['data']): ComboboxItem[] {
  return getParsedComboboxData<string>(data).flatMap((item) => (isOptionsGroup(item) ? item.items : [item]));
}

/** Text as type-ahead compares it: case, accents, Turkish İ/ı and spaces aside ("ins" reaches "In Shipping"). */
const typeAheadKey = (text: string) => foldText(text).replace(/\s+/g, '');

/**
 * The option the keys typed so far pick: the first whose label starts with them. The same letter typed again
 * and again steps through the options that start with it, as a native select does ("dd" is the second option
 * starting with "d").
 */
export function typeAheadOption(options: readonly ComboboxItem[], typed: string): ComboboxItem | undefined {
  const enabled = options.filter((option) => !option.disabled);
  const search = typeAheadKey(typed);
  if (!search) return undefined;
  const starting = (prefix: string) =>
    enabled.filter((option) => typeAheadKey(option.label).startsWith(prefix));
  const [first] = starting(search);
  if (first) return first;
  const letter = search.charAt(0);
  if (search.length < 2 || [...search].some((character) => character !== letter)) return undefined;
  const cycle = starting(letter);
  return cycle[(search.length - 1) % cycle.length];
}

/**
 * Mantine's Select with the type-ahead of a native select (docs/behaviour.md#admin): on the focused, closed
 * select, a printable key moves to the first option starting with the keys typed within the last second (spaces
 * aside). Space still opens the list; an open list, a searchable select and modifier keys keep Mantine's own
 * keyboard handling.
 */
export const Select = forwardRef<HTMLInputElement, SelectProps>(function Select(
  { data, value, defaultValue, onChange, onKeyDown, onDropdownOpen, onDropdownClose, ...others },
  ref,
) {
  const [current, setCurrent] = useUncontrolled<string | null>({
    value,
    defaultValue,
    finalValue: null,
    onChange: (next: string | null, option: ComboboxItem | null) => onChange?.(next, option),
  });
  const typed = useRef({ text: '', at: 0 });
  const opened = useRef(others.dropdownOpened ?? false);
  if (others.dropdownOpened !== undefined) opened.current = others.dropdownOpened;

  const typeAhead = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || opened.current || others.searchable || others.readOnly || others.disabled)
      return;
    // Space opens the list, as on any select (Mantine's own handling); a search needs none ("ins": In Shipping).
    if ([...event.key].length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    const now = Date.now();
    const sofar = now - typed.current.at >= TYPE_AHEAD_RESET_MS ? '' : typed.current.text;
    event.preventDefault();
    typed.current = { text: sofar + event.key, at: now };
    const option = typeAheadOption(optionsOf(data), typed.current.text);
    if (option && option.value !== current) setCurrent(option.value, option);
  };

  return (
    <MantineSelect
      ref={ref}
      data={data}
      value={current}
      onChange={(next, option) => setCurrent(next, option)}
      onKeyDown={typeAhead}
      onDropdownOpen={() => {
        opened.current = true;
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        opened.current = false;
        onDropdownClose?.();
      }}
      {...others}
    />
  );
});
