import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/format/money';
import { activateLocale, i18n, translate, useLocale, useTranslate } from './i18n';
import { LOCALE_STORAGE_KEY, preferredLocale } from '@/boot/preferred-locale';

function mockBrowserLanguage(language: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => vi.restoreAllMocks());

describe('preferredLocale', () => {
  it('follows the browser on a first visit: Turkish for tr, English otherwise', () => {
    mockBrowserLanguage('tr-TR');
    expect(preferredLocale()).toBe('tr');
    mockBrowserLanguage('de-DE');
    expect(preferredLocale()).toBe('en');
    mockBrowserLanguage('TR');
    expect(preferredLocale()).toBe('tr');
    mockBrowserLanguage('trv');
    expect(preferredLocale()).toBe('en');
  });

  it('keeps the stored choice over the browser, and ignores a value that is no language of the shop', () => {
    mockBrowserLanguage('tr-TR');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(preferredLocale()).toBe('en');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(preferredLocale()).toBe('tr');
  });
});

describe('activateLocale', () => {
  it('loads Turkish on demand, sets <html lang> and remembers only a choice', async () => {
    await activateLocale('tr');
    expect(i18n.locale).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(translate('language.switchGroup')).toBe('Dil');

    await activateLocale('en', { remember: true });
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(translate('language.switchGroup')).toBe('Language');
  });
});

describe('useTranslate', () => {
  function Label({ amount }: { amount: number }) {
    const t = useTranslate();
    const locale = useLocale();
    return (
      <p>
        {t('language.switchGroup')} {formatPrice(amount)} {locale}
      </p>
    );
  }

  it('renders again in the new language when it changes, without remounting', async () => {
    render(<Label amount={1234.5} />);
    expect(screen.getByText('Language $1234.50 en')).toBeInTheDocument();
    await act(() => activateLocale('tr'));
    expect(screen.getByText('Dil $1.234,50 tr')).toBeInTheDocument();
  });
});

describe('formatPrice', () => {
  it('writes dollars in each language’s number form', () => {
    expect(formatPrice(12.5, 'en')).toBe('$12.50');
    expect(formatPrice(12.5, 'tr')).toBe('$12,50');
    expect(formatPrice(12345.5, 'en')).toBe('$12,345.50');
    expect(formatPrice(12345.5, 'tr')).toBe('$12.345,50');
    expect(formatPrice(undefined, 'tr')).toBe('—');
  });

  it('groups four-digit prices in Turkish ($1.234,50) and from five digits on in English ($1234.50)', () => {
    expect(formatPrice(1234.5, 'tr')).toBe('$1.234,50');
    expect(formatPrice(1000, 'tr')).toBe('$1.000,00');
    expect(formatPrice(999.99, 'tr')).toBe('$999,99');
    expect(formatPrice(1234567.8, 'tr')).toBe('$1.234.567,80');
    expect(formatPrice(1234.5, 'en')).toBe('$1234.50');
    expect(formatPrice(1234567.8, 'en')).toBe('$1,234,567.80');
  });
});
