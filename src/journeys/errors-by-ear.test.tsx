import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { SHOPPER_ID } from '../../mocks/seed-accounts';
import { signInAs } from '@/testing/session';
import * as byEar from '@/testing/screen-reader';

afterEach(() => byEar.stopListening());

describe('a blind shopper hears what went wrong', { timeout: 60_000 }, () => {
  it('a wrong password: the error is said at once, and the form keeps what was typed', async () => {
    const router = await byEar.openShopByEar('/auth/login');
    await byEar.fillIn(/^textbox, Email/, 'shopper@lokum.shop');
    await byEar.press('Tab');
    await byEar.type('not-the-password');
    await byEar.listenFromHere();
    await byEar.press('Enter');
    await byEar.hear(/^assertive: Incorrect password! Please try again$/);
    expect(router.state.location.pathname).toBe('/auth/login');
    await byEar.readUntil(/^textbox, Email, shopper@lokum\.shop$/);
  });

  it('a fourth address: the refusal is said at once, and no address is added', async () => {
    for (const [index, city] of ['Ankara', 'İzmir'].entries()) {
      db.state.addresses.push({
        _id: `64f00000000000000000000${index}`,
        userId: SHOPPER_ID,
        address: `Atatürk Bulvarı ${index + 1}`,
        city,
        pincode: '06000',
        phone: '+90 532 555 0100',
        notes: 'Leave at the door',
      });
    }
    await signInAs('shopper');
    await byEar.openShopByEar('/shop/account');
    await byEar.activate(/^tab, Address/);
    await byEar.fillIn(/^textbox, Address/, 'Bağdat Caddesi 7');
    await byEar.fillIn(/^textbox, City/, 'Istanbul');
    await byEar.fillIn(/^textbox, Pincode/, '34728');
    await byEar.fillIn(/^textbox, Phone/, '+90 532 555 0199');
    await byEar.fillIn(/^textbox, Notes/, 'Third floor');
    await byEar.listenFromHere();
    await byEar.activate(/^button, Add Address$/);
    await byEar.hear(/^assertive: You can add max 3 addresses$/);
    expect(db.state.addresses.filter((address) => address.userId === SHOPPER_ID)).toHaveLength(3);
  });
});
