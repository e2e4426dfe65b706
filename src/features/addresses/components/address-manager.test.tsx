import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countMockRequests } from '@/testing/render-with-router';
import { server } from '@mocks/node';
import { activateLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { writeLandsWithoutAnswer } from '@/testing/unanswered-write';
import { useToastStore } from '@/stores/toast-store';
import { addAddress } from '../api/addresses-api';
import { AddressManager } from './address-manager';

const SEEDED = 'Moda Caddesi 42, Kadıköy, Istanbul';
const field = (name: string) => screen.getByRole('textbox', { name });

// fireEvent.change instead of typing: react-hook-form sees the same change events, minus per-key slowness.
function fill(values: Record<'Address' | 'City' | 'Pincode' | 'Phone' | 'Notes', string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
}

const FULL = {
  Address: 'Bağdat Caddesi 5',
  City: 'Istanbul',
  Pincode: '34730',
  Phone: '+90 555',
  Notes: 'Door 5',
};

describe('AddressManager', () => {
  let adds: ReturnType<typeof countMockRequests>;
  beforeEach(() => {
    adds = countMockRequests('POST', '/api/shop/address/add');
  });
  afterEach(() => adds.stop());

  it('keeps submit disabled until all five fields are non-blank after trimming', async () => {
    const user = await signInAs('shopper');
    renderWithProviders(<AddressManager userId={user.id} />);
    await screen.findByRole('listitem', { name: SEEDED });
    const submit = screen.getByRole('button', { name: 'Add Address' });
    expect(submit).toBeDisabled();
    fill({ ...FULL, Phone: '   ' });
    expect(submit).toBeDisabled();
    fill(FULL);
    expect(submit).toBeEnabled();
  });

  it('adds an address, then refuses a 4th without a request and resets the form', async () => {
    const user = await signInAs('shopper');
    await addAddress(user.id, { address: 'Second 2', city: 'Izmir', pincode: '1', phone: '2', notes: '3' });
    const before = adds.count();
    renderWithProviders(<AddressManager userId={user.id} />);
    await screen.findByRole('listitem', { name: 'Second 2, Izmir' });

    fill(FULL);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Bağdat Caddesi 5, Istanbul' })).toBeInTheDocument();
    await waitFor(() => expect(field('Address')).toHaveValue(''));
    expect(adds.count() - before).toBe(1);

    fill({ ...FULL, Address: 'Fourth 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const refusal = await screen.findByText('You can add max 3 addresses');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(field('Address')).toHaveValue('');
    expect(field('Notes')).toHaveValue('');
    expect(adds.count() - before).toBe(1);
  });

  it('an add without an answer is not sent again; once it lands it shows, the form empties and the limit counts it', async () => {
    const user = await signInAs('shopper');
    await addAddress(user.id, { address: 'Second 2', city: 'Izmir', pincode: '1', phone: '2', notes: '3' });
    const before = adds.count();
    renderWithProviders(<AddressManager userId={user.id} />);
    await screen.findByRole('listitem', { name: 'Second 2, Izmir' });
    // The server saves the address a second after the shop has seen the connection drop.
    server.use(writeLandsWithoutAnswer('post', '*/api/shop/address/add', { landAfterMs: 1_000 }));

    fill(FULL);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const unconfirmed = await screen.findByText('We could not confirm that this address was saved');
    expect(unconfirmed.closest('[role="alert"]')).not.toBeNull();
    expect(field('Address')).toHaveValue('Bağdat Caddesi 5');
    expect(screen.queryByRole('listitem', { name: 'Bağdat Caddesi 5, Istanbul' })).toBeNull();

    // The list is read again while the address lands: it shows, and the form starts over.
    expect(
      await screen.findByRole('listitem', { name: 'Bağdat Caddesi 5, Istanbul' }, { timeout: 6_000 }),
    ).toBeInTheDocument();
    const landed = await screen.findByText('Your address was saved after all: it is in the list above.');
    expect(landed.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(field('Address')).toHaveValue(''));
    expect(adds.count() - before).toBe(1);

    // That was the third: a fourth is refused from the list as the server holds it.
    fill({ ...FULL, Address: 'Fourth 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByText('You can add max 3 addresses')).toBeInTheDocument();
    expect(adds.count() - before).toBe(1);
  });

  it('edits at 3 (the form fills from the address) and deletes', async () => {
    const user = await signInAs('shopper');
    await addAddress(user.id, {
      address: 'Second 2',
      city: 'Izmir',
      pincode: '35000',
      phone: '2',
      notes: 'Gate',
    });
    await addAddress(user.id, {
      address: 'Third 3',
      city: 'Bursa',
      pincode: '16000',
      phone: '3',
      notes: 'Bell',
    });
    const before = adds.count();
    renderWithProviders(<AddressManager userId={user.id} />);
    await screen.findByRole('listitem', { name: 'Third 3, Bursa' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit Second 2, Izmir' }));
    expect(field('Address')).toHaveValue('Second 2');
    expect(field('Pincode')).toHaveValue('35000');
    expect(field('Notes')).toHaveValue('Gate');
    fireEvent.change(field('City'), { target: { value: 'Ankara' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText('Address updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Second 2, Ankara' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeDisabled();

    const third = screen.getByRole('listitem', { name: 'Third 3, Bursa' });
    await userEvent.click(within(third).getByRole('button', { name: 'Delete Third 3, Bursa' }));
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Third 3, Bursa' })).toBeNull());
    expect(adds.count() - before).toBe(0);
  });

  it("a refused edit shows the server's message in an error toast and keeps what was typed", async () => {
    const user = await signInAs('shopper');
    renderWithProviders(<AddressManager userId={user.id} />);
    await screen.findByRole('listitem', { name: SEEDED });
    server.use(
      http.put('*/api/shop/address/update/:userId/:addressId', () =>
        HttpResponse.json({ success: false, message: 'Pincode not served' }, { status: 400 }),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: `Edit ${SEEDED}` }));
    fireEvent.change(field('Pincode'), { target: { value: '99999' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));

    expect(await screen.findByText('Pincode not served')).toBeInTheDocument();
    expect(useToastStore.getState().toast).toMatchObject({ variant: 'destructive' });
    expect(field('Pincode')).toHaveValue('99999');
    expect(screen.getByRole('listitem', { name: SEEDED })).toBeInTheDocument();
  });

  it('in checkout, each address is a radio and one is selected at a time', async () => {
    const user = await signInAs('shopper');
    await addAddress(user.id, { address: 'Second 2', city: 'Izmir', pincode: '1', phone: '2', notes: '3' });
    let selected: string | null = null;
    const { rerender } = renderWithProviders(
      <AddressManager
        userId={user.id}
        selection={{ selectedId: null, onSelect: (a) => (selected = a?._id ?? null) }}
      />,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Second 2, Izmir' }));
    expect(selected).not.toBeNull();
    rerender(<AddressManager userId={user.id} selection={{ selectedId: selected, onSelect: () => {} }} />);
    expect(screen.getByRole('radio', { name: 'Second 2, Izmir' })).toBeChecked();
    expect(screen.getByRole('radio', { name: SEEDED })).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Choose the delivery address' })).toBeInTheDocument();
  });

  it('speaks Turkish after the switch: labels, the cards, the toast and the limit', async () => {
    const user = await signInAs('shopper');
    await addAddress(user.id, { address: 'Second 2', city: 'Izmir', pincode: '1', phone: '2', notes: '3' });
    await act(() => activateLocale('tr'));
    renderWithProviders(<AddressManager userId={user.id} />);
    const card = await screen.findByRole('listitem', { name: 'Second 2, Izmir' });
    expect(within(card).getByText('Şehir: Izmir')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Düzenle: Second 2, Izmir' })).toBeInTheDocument();

    const turkishField = (name: string) => screen.getByRole('textbox', { name });
    const values = {
      Adres: 'Bağdat Caddesi 5',
      Şehir: 'İstanbul',
      'Posta Kodu': '34730',
      Telefon: '+90 555',
      Notlar: 'Kapı 5',
    };
    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(turkishField(name), { target: { value } });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Adres Ekle' }));
    expect(await screen.findByText('Adres başarıyla eklendi')).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Bağdat Caddesi 5, İstanbul' });

    for (const [name, value] of Object.entries(values)) {
      fireEvent.change(turkishField(name), { target: { value } });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Adres Ekle' }));
    expect(await screen.findByText('En fazla 3 adres ekleyebilirsiniz')).toBeInTheDocument();
  });
});
