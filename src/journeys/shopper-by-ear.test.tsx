import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@/boot/preferred-locale';
import * as byEar from '@/testing/screen-reader';

afterEach(() => byEar.stopListening());

/** What the shopper hears along the way, in each language (the shop's exact texts). */
const HEARD: Record<Locale, Record<string, RegExp>> = {
  en: {
    email: /^textbox, Email/,
    signedIn: /^polite: Logged in successfully$/,
    searchLink: /^link, Search$/,
    searchBox: /^searchbox, Search/,
    resultCount: /^polite: 3 results for “antep”$/,
    salePrice: /^Sale price \$18\.99, was \$21\.99$/,
    addToCart: /^button, Add to Cart$/,
    added: /^polite: Product is added to cart$/,
    close: /^button, Close$/,
    cartWithOne: /^button, Cart, 1 item$/,
    cartSheet: /^dialog, Your Cart/,
    linePrice: /^\$18\.99 each$/,
    quantity: /^status, Quantity of Antep Fıstığı, 500 g$/,
    total: /^Total$/,
    checkout: /^button, Checkout$/,
    orderNow: /^button, Order Now$/,
  },
  tr: {
    email: /^textbox, E-posta/,
    signedIn: /^polite: Başarıyla giriş yaptınız$/,
    searchLink: /^link, Ara$/,
    searchBox: /^searchbox, Ara/,
    resultCount: /^polite: “antep” için 3 sonuç$/,
    salePrice: /^İndirimli fiyat \$18,99, eski fiyat \$21,99$/,
    addToCart: /^button, Sepete Ekle$/,
    added: /^polite: Ürün sepete eklendi$/,
    close: /^button, Kapat$/,
    cartWithOne: /^button, Sepet, 1 ürün$/,
    cartSheet: /^dialog, Sepetiniz/,
    linePrice: /^\$18,99 /,
    quantity: /^status, .*Antep Fıstığı, 500 g/,
    total: /^Toplam$/,
    checkout: /^button, Ödemeye Geç$/,
    orderNow: /^button, Hemen Sipariş Ver$/,
  },
};

describe('a blind shopper, by ear', { timeout: 60_000 }, () => {
  it.each(['en', 'tr'] as const)(
    '(%s) signs in, searches, hears a sale price as such, adds to the cart and hears it, hears the cart’s lines and total, and reaches Order Now',
    async (locale) => {
      const heard = HEARD[locale];
      const router = await byEar.openShopByEar('/auth/login', locale);
      await byEar.fillIn(heard.email, 'shopper@lokum.shop');
      await byEar.press('Tab');
      await byEar.type('shopper123');
      await byEar.listenFromHere();
      await byEar.press('Enter');
      await byEar.hear(heard.signedIn);

      await byEar.activate(heard.searchLink);
      await byEar.fillIn(heard.searchBox, 'antep');
      // How many were found is said as the results come.
      await byEar.hear(heard.resultCount);

      await byEar.activate(/^button, Antep Fıstığı, 500 g$/);
      await byEar.hear(/^dialog, Antep Fıstığı, 500 g/);
      // One phrase for the two amounts shown: which is the price to pay, and which the old one.
      await byEar.readUntil(heard.salePrice);
      await byEar.listenFromHere();
      await byEar.activate(heard.addToCart);
      await byEar.hear(heard.added);
      await byEar.activate(heard.close);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // The header's cart says how many it holds; its sheet reads each line, then the total.
      await byEar.activate(heard.cartWithOne);
      await byEar.hear(heard.cartSheet);
      await byEar.readUntil(/^Antep Fıstığı, 500 g$/);
      expect(await byEar.readNext()).toMatch(heard.linePrice);
      await byEar.readUntil(heard.quantity);
      expect(await byEar.readNext()).toBe('1');
      await byEar.readUntil(heard.total);
      expect(await byEar.readNext()).toBe(locale === 'tr' ? '$18,99' : '$18.99');

      await byEar.activate(heard.checkout);
      await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
      await byEar.readUntil(heard.orderNow);
    },
  );
});
