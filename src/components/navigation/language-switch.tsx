import { Button, Menu } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { activateLocale, LOCALE_NAMES, LOCALES, useLocale, useTranslate, type Locale } from '@/lib/i18n/i18n';

/**
 * The language switch of every layout: a button named after the current language that opens the choice of
 * "English" and "Türkçe", each written in its own language. Switching changes the texts in place (no reload)
 * and is remembered across reloads and sign-outs (lib/i18n/i18n.ts). On a prerendered page it stays disabled,
 * like the page's other controls, until the app has taken the page over (tools/vite-plugins/prerender-shells.ts).
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslate();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [switching, setSwitching] = useState(false);
  const choose = (next: Locale) => {
    if (next === locale) return;
    setSwitching(true);
    activateLocale(next, { remember: true })
      .catch((error: unknown) => console.error('The language could not be loaded', error))
      .finally(() => setSwitching(false));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          fullWidth={fullWidth}
          loading={switching}
          disabled={!hydrated}
          aria-label={t('language.switch', { language: LOCALE_NAMES[locale] })}
        >
          {LOCALE_NAMES[locale]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('language.choose')}>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            fw={option === locale ? 700 : undefined}
            onClick={() => choose(option)}
          >
            {LOCALE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
