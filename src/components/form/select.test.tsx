import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Select, TYPE_AHEAD_RESET_MS, typeAheadOption } from './select';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'inProcess', label: 'In Process' },
  { value: 'inShipping', label: 'In Shipping' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'rejected', label: 'Rejected' },
];

describe('typeAheadOption', () => {
  it('picks the first option that starts with what was typed, whatever the case', () => {
    expect(typeAheadOption(STATUSES, 'i')?.value).toBe('inProcess');
    expect(typeAheadOption(STATUSES, 'IN')?.value).toBe('inProcess');
    expect(typeAheadOption(STATUSES, 'ins')?.value).toBe('inShipping');
    expect(typeAheadOption(STATUSES, 'in s')?.value).toBe('inShipping');
    expect(typeAheadOption(STATUSES, 'x')).toBeUndefined();
  });

  it('steps through the options of one letter when that letter is typed again, and skips disabled ones', () => {
    expect(typeAheadOption(STATUSES, 'ii')?.value).toBe('inShipping');
    expect(typeAheadOption(STATUSES, 'iii')?.value).toBe('inProcess');
    expect(typeAheadOption([{ ...STATUSES[1]!, disabled: true }, STATUSES[2]!], 'i')?.value).toBe(
      'inShipping',
    );
  });

  it('reads Turkish letters as a Turkish speaker types them', () => {
    const categories = [
      { value: 'honey', label: 'Bal' },
      { value: 'spices', label: 'Baharat' },
      { value: 'oil', label: 'Zeytinyağı' },
      { value: 'istanbul', label: 'İstanbul' },
    ];
    expect(typeAheadOption(categories, 'bah')?.value).toBe('spices');
    expect(typeAheadOption(categories, 'zeytinyagi')?.value).toBe('oil');
    expect(typeAheadOption(categories, 'ist')?.value).toBe('istanbul');
  });
});

function StatusSelect({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>('pending');
  return (
    <Select
      label="Order Status"
      data={STATUSES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('on the focused, closed select: keys typed within a second pick an option; after a pause, a new search', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const changes: (string | null)[] = [];
    const user = userEvent.setup();
    renderWithProviders(<StatusSelect onChange={(value) => changes.push(value)} />);
    const select = screen.getByLabelText('Order Status', { selector: 'input' });
    select.focus();

    await user.keyboard('in');
    expect(select).toHaveValue('In Process');
    now += 300;
    await user.keyboard('s');
    expect(select).toHaveValue('In Shipping');
    // The list stayed closed.
    expect(select).toHaveAttribute('aria-expanded', 'false');

    now += TYPE_AHEAD_RESET_MS;
    await user.keyboard('d');
    expect(select).toHaveValue('Delivered');
    // A key that matches nothing changes nothing; each change went out once.
    await user.keyboard('q');
    expect(select).toHaveValue('Delivered');
    expect(changes).toEqual(['inProcess', 'inShipping', 'delivered']);
  });

  it('leaves Space to open the list, and modifier keys alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusSelect onChange={() => {}} />);
    const select = screen.getByLabelText('Order Status', { selector: 'input' });
    select.focus();
    await user.keyboard('{Control>}d{/Control}');
    expect(select).toHaveValue('Pending');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(select).toHaveAttribute('aria-expanded', 'true');
    // Open, the list has Mantine's own keys: a letter picks nothing.
    await user.keyboard('d');
    expect(select).toHaveValue('Pending');
  });
});
