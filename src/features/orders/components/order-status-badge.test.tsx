import { DEFAULT_THEME } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { type Locale } from '@/boot/preferred-locale';
import { renderWithProviders } from '@/testing/render';
import { OrderStatusBadge } from './order-status-badge';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** #rgb or #rrggbb as #rrggbb, lower case. */
function longHex(colour: string) {
  const hex = colour.trim().toLowerCase();
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/**
 * The colours a badge is drawn with, as its inline style sets them: Mantine's --badge-bg and --badge-color, the
 * theme's white resolved (the app's theme keeps Mantine's; jsdom applies no style sheet).
 */
function drawnColours(badge: HTMLElement) {
  const resolve = (value: string) =>
    longHex(value.trim() === 'var(--mantine-color-white)' ? DEFAULT_THEME.white : value);
  return {
    background: resolve(badge.style.getPropertyValue('--badge-bg')),
    text: resolve(badge.style.getPropertyValue('--badge-color')),
  };
}

const STATUSES = ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected', 'onHold', ''];

describe.each<Locale>(['en', 'tr'])('order status badges in %s', (locale) => {
  it.each(STATUSES)('"%s" has white text at 4.5:1 or more on its colour', async (status) => {
    await act(() => activateLocale(locale));
    renderWithProviders(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(/./).closest<HTMLElement>('.mantine-Badge-root');
    if (!badge) throw new Error('no badge');
    const { background, text } = drawnColours(badge);
    expect(background).toMatch(/^#[0-9a-f]{6}$/);
    expect(text).toBe('#ffffff');
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('order status badge colours', () => {
  it('confirmed is green, rejected red, every other status black', () => {
    const colourOf = (status: string) => {
      const { unmount } = renderWithProviders(<OrderStatusBadge status={status} />);
      const badge = screen.getByText(/./).closest<HTMLElement>('.mantine-Badge-root');
      if (!badge) throw new Error('no badge');
      const { background } = drawnColours(badge);
      unmount();
      const [r, g, b] = [1, 3, 5].map((offset) => parseInt(background.slice(offset, offset + 2), 16)) as [
        number,
        number,
        number,
      ];
      if (r + g + b === 0) return 'black';
      if (g > r && g > b) return 'green';
      if (r > g && r > b) return 'red';
      return background;
    };
    expect(colourOf('confirmed')).toBe('green');
    expect(colourOf('rejected')).toBe('red');
    for (const status of ['pending', 'inProcess', 'inShipping', 'delivered', 'onHold']) {
      expect(colourOf(status)).toBe('black');
    }
  });
});
