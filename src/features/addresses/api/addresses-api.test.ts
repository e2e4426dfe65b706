import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, SHOPPER_ADDRESS_ID, SHOPPER_ID } from '@mocks/seed-accounts';
import { addAddress, deleteAddress, getAddresses, updateAddress } from './addresses-api';
import type { AddressForm } from '../schemas';
import { signInAs } from '@/testing/session';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';
import { REFUSED_FOR_ANOTHER_USER, sendAsAnotherClient } from '@/testing/another-client';
import { addressRequests } from './address-requests';

const FORM: AddressForm = {
  address: 'Bağdat Caddesi 120',
  city: 'Istanbul',
  pincode: '34728',
  phone: '+90 555 000 1122',
  notes: 'Leave it with the doorman',
};

describe('GET /api/shop/address/get/:userId', () => {
  it("answers the shopper's saved addresses", async () => {
    await signInAs('shopper');

    const addresses = await getAddresses(SHOPPER_ID);

    expect(addresses).toEqual([
      {
        _id: SHOPPER_ADDRESS_ID,
        userId: SHOPPER_ID,
        address: 'Moda Caddesi 42, Kadıköy',
        city: 'Istanbul',
        pincode: '34710',
        phone: '+90 532 555 0142',
        notes: 'Ring twice, the bell is loud',
      },
    ]);
  });

  it('answers 401 without a token and 403 for another user', async () => {
    await expect(getAddresses(SHOPPER_ID)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(getAddresses(ADMIN_ID)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(addressRequests.list(ADMIN_ID))).resolves.toEqual({
      status: 403,
      message: 'You can only access your own account',
    });
  });
});

describe('POST /api/shop/address/add', () => {
  it('stores the address for the user', async () => {
    await signInAs('shopper');

    const created = await addAddress(SHOPPER_ID, FORM);

    expect(created).toEqual({ _id: expect.any(String) as string, userId: SHOPPER_ID, ...FORM });
    await expect(getAddresses(SHOPPER_ID)).resolves.toHaveLength(2);
  });

  it('refuses a 4th address with a message', async () => {
    await signInAs('shopper');
    await addAddress(SHOPPER_ID, FORM);
    await addAddress(SHOPPER_ID, { ...FORM, address: 'İstiklal Caddesi 5' });

    await expect(addAddress(SHOPPER_ID, { ...FORM, address: 'Fourth street' })).rejects.toMatchObject({
      status: 400,
      message: 'You can add max 3 addresses',
    });
    await expect(getAddresses(SHOPPER_ID)).resolves.toHaveLength(3);
  });

  it('answers 400 when a field is blank', async () => {
    await signInAs('shopper');
    await expect(addAddress(SHOPPER_ID, { ...FORM, notes: '   ' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid data provided!',
    });
  });

  it('answers 401 without a token and 403 for another user', async () => {
    await expect(addAddress(SHOPPER_ID, FORM)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(addAddress(ADMIN_ID, FORM)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(
      sendAsAnotherClient(addressRequests.add(ADMIN_ID), { ...FORM, userId: ADMIN_ID }),
    ).resolves.toMatchObject({ status: 403 });
  });
});

describe('PUT /api/shop/address/update/:userId/:addressId', () => {
  it('updates the fields, even when 3 addresses exist', async () => {
    await signInAs('shopper');
    await addAddress(SHOPPER_ID, FORM);
    await addAddress(SHOPPER_ID, FORM);

    const updated = await updateAddress(SHOPPER_ID, SHOPPER_ADDRESS_ID, { ...FORM, city: 'Izmir' });

    expect(updated).toEqual({ _id: SHOPPER_ADDRESS_ID, userId: SHOPPER_ID, ...FORM, city: 'Izmir' });
    const stored = db.state.addresses.find((address) => address._id === SHOPPER_ADDRESS_ID);
    expect(stored?.city).toBe('Izmir');
  });

  it('answers 404 for an unknown address, 400 for a blank field, 403 for another user', async () => {
    await signInAs('shopper');
    await expect(updateAddress(SHOPPER_ID, '64c00000000000000000ffff', FORM)).rejects.toMatchObject({
      status: 404,
      message: 'Address not found',
    });
    await expect(updateAddress(SHOPPER_ID, SHOPPER_ADDRESS_ID, { ...FORM, city: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid data provided!',
    });
    await expect(updateAddress(ADMIN_ID, SHOPPER_ADDRESS_ID, FORM)).rejects.toMatchObject(
      REFUSED_FOR_ANOTHER_USER,
    );
    await expect(
      sendAsAnotherClient(addressRequests.update(ADMIN_ID, SHOPPER_ADDRESS_ID), FORM),
    ).resolves.toMatchObject({ status: 403 });
  });

  it('answers 401 without a token', async () => {
    await expect(updateAddress(SHOPPER_ID, SHOPPER_ADDRESS_ID, FORM)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
  });
});

describe('DELETE /api/shop/address/delete/:userId/:addressId', () => {
  it('removes the address', async () => {
    await signInAs('shopper');

    const response = await deleteAddress(SHOPPER_ID, SHOPPER_ADDRESS_ID);

    expect(response).toEqual({ success: true, message: 'Address deleted successfully' });
    await expect(getAddresses(SHOPPER_ID)).resolves.toEqual([]);
  });

  it('answers 404 for an unknown address and 403 for another user', async () => {
    await signInAs('shopper');
    await expect(deleteAddress(SHOPPER_ID, '64c00000000000000000ffff')).rejects.toMatchObject({
      status: 404,
      message: 'Address not found',
    });
    await expect(deleteAddress(ADMIN_ID, SHOPPER_ADDRESS_ID)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(
      sendAsAnotherClient(addressRequests.remove(ADMIN_ID, SHOPPER_ADDRESS_ID)),
    ).resolves.toMatchObject({ status: 403 });
  });

  it('answers 401 without a token', async () => {
    await expect(deleteAddress(SHOPPER_ID, SHOPPER_ADDRESS_ID)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
  });
});

describe('an address list with one unreadable record', () => {
  it('shows the others and reports the one once', async () => {
    const { result, warnings } = await readWithUnreadableRecord(
      `/api/shop/address/get/${SHOPPER_ID}`,
      [
        {
          _id: 'a1',
          userId: SHOPPER_ID,
          address: 'Moda 1',
          city: 'Istanbul',
          pincode: 34710,
          phone: '1',
          notes: '',
        },
        { _id: 'a2', address: { street: 'Moda' }, city: 'Istanbul' },
        { _id: 'a3', address: 'Bağdat 2', city: null, __v: 0 },
      ],
      () => getAddresses(SHOPPER_ID),
    );
    expect(result.map((address) => address._id)).toEqual(['a1', 'a3']);
    expect(result[0]?.pincode).toBe('34710');
    expect(result[1]).toMatchObject({ city: '', pincode: '', phone: '', notes: '' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/GET \/api\/shop\/address\/get\/\w+: id a2, field "address"/);
  });
});
