import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, preferredLocale } from '@/boot/preferred-locale';
import { renderWithProviders } from '@/testing/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('switches in place and remembers the choice for the next visit', async () => {
    renderWithProviders(<LanguageSwitch />);
    const turkish = screen.getByRole('button', { name: 'Türkçe' });
    expect(turkish).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(turkish);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('group', { name: 'Dil' })).toBeInTheDocument();
    // What a reload, a new tab and the entry's start-up texts (main.tsx) read.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('tr');
    expect(preferredLocale()).toBe('tr');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en'));
    expect(preferredLocale()).toBe('en');
  });
});
