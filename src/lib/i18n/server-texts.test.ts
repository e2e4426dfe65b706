import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INJECTED_FAILURE_MESSAGE } from '../../../mocks/overrides';
import { ApiError, errorMessage } from '@/lib/backend/api-error';
import { activateLocale, loadMessageBundles, serverText } from './i18n';
import { findServerText } from './server-texts';

const HANDLERS = resolve(import.meta.dirname, '../../../mocks/handlers');

/** A string literal of the mock's source: '…', "…" or `…` (with `${…}` parts). */
const LITERAL = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`';
/**
 * Where a handler writes the text of an answer: `fail(status, text)`, `invalidData(text)` (and its default),
 * `notFound(what)`, `message: text`, and the product checks' `return 'Text …'` that become invalidData's text.
 */
const MESSAGE_PLACES = [
  `\\bfail\\(\\s*\\d+\\s*,\\s*(${LITERAL})\\s*\\)`,
  `\\binvalidData\\(\\s*(${LITERAL})\\s*\\)`,
  `\\binvalidData = \\(message = (${LITERAL})\\)`,
  `\\bmessage:\\s*(${LITERAL})`,
  `\\breturn\\s+(${LITERAL});`,
];
const NOT_FOUND = new RegExp(`\\bnotFound\\(\\s*(${LITERAL})\\s*\\)`, 'g');

/** A literal's text; each `${…}` part becomes `Lokum, 250 g`, a value a server could fill in. */
const textOf = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\$\{[^}]*\}/g, 'Lokum, 250 g')
    .replace(/\\(.)/g, '$1');

/**
 * Every text the mock backend answers with: its handlers' (notFound's pattern through its uses, `Product not
 * found`…) and the fault injection's default failure.
 */
function mockTexts(): string[] {
  const texts = new Set<string>([INJECTED_FAILURE_MESSAGE]);
  for (const file of readdirSync(HANDLERS).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(resolve(HANDLERS, file), 'utf8');
    for (const place of MESSAGE_PLACES) {
      for (const [, literal = ''] of source.matchAll(new RegExp(place, 'g'))) {
        // Not texts: `return ''`, the upload's `return \`data:${…}\`` (a picture's address), and notFound's
        // own `${what} not found`, checked through its uses.
        if (!/^(?:''|`data:|`\$\{what\})/.test(literal)) texts.add(textOf(literal));
      }
    }
    for (const [, literal = ''] of source.matchAll(NOT_FOUND)) texts.add(`${textOf(literal)} not found`);
  }
  return [...texts];
}

/** Texts of the mock left as they come in every language, each with its reason. */
const LEFT_AS_SENT: Record<string, string> = {
  [INJECTED_FAILURE_MESSAGE]:
    'the fault injection’s made-up failure (mocks/overrides.ts), no text of the contract',
};

/** What the contract's original Express server answers with (its controllers), a `${title}` as Lokum. */
const ORIGINAL_SERVER_TEXTS = [
  'User Already exists with the same email! Please try again',
  'Registration successful',
  'Some error occured',
  "User doesn't exists! Please register first",
  'Incorrect password! Please try again',
  'Logged in successfully',
  'Logged out successfully!',
  'Unauthorised user!',
  'Authenticated user!',
  'No orders found!',
  'Some error occured!',
  'Order not found!',
  'Order status is updated successfully!',
  'Error occured',
  'Product not found',
  'Product delete successfully',
  'Invalid data provided!',
  'Error',
  'User id is required!',
  'User and address id is required!',
  'Address not found',
  'Address deleted successfully',
  'User id is manadatory!',
  'Cart not found!',
  'Cart item not present !',
  'Error while creating paypal payment',
  'Order can not be found',
  'Not enough stock for this product Lokum',
  'Order confirmed',
  'You need to purchase product to review it.',
  'You already reviewed this product!',
  'Product not found!',
  'Keyword is required and must be in string format',
];

async function inTurkish() {
  await loadMessageBundles('server');
  await activateLocale('tr');
}

describe('serverText', () => {
  it('shows a text the server sends in Turkish, in Turkish', async () => {
    await inTurkish();
    expect(serverText('Order status is updated successfully!')).toBe('Sipariş durumu başarıyla güncellendi!');
    expect(serverText('Logged in successfully')).toBe('Başarıyla giriş yaptınız');
    expect(serverText('Incorrect password! Please try again')).toBe('Şifre yanlış! Lütfen tekrar deneyin');
    // A text with a part of its own keeps that part as it came.
    expect(serverText('Not enough stock for Lokum, 250 g: only 2 left')).toBe(
      'Lokum, 250 g için yeterli stok yok: yalnızca 2 adet kaldı',
    );
    expect(serverText('Unknown order status "shipped"')).toBe('Bilinmeyen sipariş durumu: “shipped”');
  });

  it('shows every text in English exactly as the server sent it', async () => {
    await loadMessageBundles('server');
    for (const text of [
      'Order status is updated successfully!',
      'Not enough stock for Lokum, 250 g: only 2 left',
      "User doesn't exists! Please register first",
      'Cart item not present !',
      'The warehouse is closed today',
    ]) {
      expect(serverText(text)).toBe(text);
    }
  });

  it('shows a text it does not know as it came, in Turkish too', async () => {
    await inTurkish();
    for (const text of [
      'The warehouse is closed today',
      // Only the whole text counts: not a part of a known one, nor one written otherwise.
      'Order status is updated',
      'order status is updated successfully!',
      'Order status is updated successfully! ',
      '',
    ]) {
      expect(serverText(text)).toBe(text);
    }
  });

  it('is what a failed call shows: the server’s text in Turkish, the call’s own message as it is', async () => {
    await inTurkish();
    const refused = new ApiError('You already reviewed this product!', {
      status: 400,
      endpoint: 'POST /api/shop/review/add',
    });
    expect(errorMessage(refused)).toBe('Bu ürünü zaten değerlendirdiniz!');
    const unknown = new ApiError('Kargo şirketi yanıt vermedi', { status: 500, endpoint: 'x' });
    expect(errorMessage(unknown)).toBe('Kargo şirketi yanıt vermedi');
    expect(errorMessage(new ApiError('', { status: 500, endpoint: 'x' }))).toBe(
      'Beklenmeyen bir hata oluştu',
    );
    await activateLocale('en');
    expect(errorMessage(refused)).toBe('You already reviewed this product!');
  });
});

describe('the server texts the shop knows', () => {
  it('every text the mock backend answers with is known, or left as sent on purpose', () => {
    const texts = mockTexts();
    // The scan reads the handlers: sign-in, register, products, cart, orders, addresses, reviews, uploads.
    expect(texts.length).toBeGreaterThan(50);
    expect(texts).toContain('Order status is updated successfully!');
    expect(texts).toContain('Title, description, category and image are required');
    expect(texts).toContain('Feature image not found');
    const unknown = texts.filter((text) => !findServerText(text) && !(text in LEFT_AS_SENT));
    expect(unknown).toEqual([]);
    // Nothing is left as sent that the shop knows.
    expect(Object.keys(LEFT_AS_SENT).filter((text) => findServerText(text))).toEqual([]);
  });

  it('every text of the contract’s original server is known', () => {
    expect(ORIGINAL_SERVER_TEXTS.filter((text) => !findServerText(text))).toEqual([]);
  });
});
