import { Button, Group } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { useState } from 'react';
import { activateLocale, LOCALE_NAMES, useLocale, useTranslate } from '@/lib/i18n/i18n';
import { LOCALES, type Locale } from '@/boot/preferred-locale';
import { toast } from '@/stores/toast-store';

/**
 * The language switch of every layout: "English" and "Türkçe", each written in its own language, as two
 * toggle buttons in a group named "Language"; the current one is pressed. Switching changes the texts in place
 * (no reload) and is remembered across reloads and sign-outs (lib/i18n/i18n.ts). Plain buttons, not a menu:
 * the switch is on every first load, and a menu would bring its popover code with it. On a prerendered page
 * the buttons stay disabled, like the page's other controls, until the app has taken the page over
 * (tools/vite-plugins/prerender-shells.ts).
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslate();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [switchingTo, setSwitchingTo] = useState<Locale | null>(null);
  const choose = (next: Locale) => {
    if (next === locale || switchingTo) return;
    setSwitchingTo(next);
    activateLocale(next, { remember: true })
      // Its messages did not download (offline): the page stays in its language and says why.
      .catch(() => toast.error(t('language.loadFailed')))
      .finally(() => setSwitchingTo(null));
  };
  return (
    <Group role="group" aria-label={t('language.switchGroup')} gap={4} wrap="nowrap" grow={fullWidth}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="compact-sm"
          variant={option === locale ? 'light' : 'subtle'}
          color={option === locale ? undefined : 'dark'}
          aria-pressed={option === locale}
          loading={switchingTo === option}
          disabled={!hydrated}
          onClick={() => choose(option)}
        >
          {LOCALE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
