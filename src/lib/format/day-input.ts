import type { Locale } from '@/boot/preferred-locale';

/** How a day is written in each language's date fields: as the order tables show it (docs/i18n.md#how-it-fits-together, "Formats"). */
export const DAY_FORMAT: Record<Locale, string> = { en: 'YYYY-MM-DD', tr: 'DD.MM.YYYY' };

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TURKISH_DAY = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/;

/**
 * A typed day as `YYYY-MM-DD`, or null when it is not a day of the calendar. Either language takes the ISO form;
 * Turkish also takes its own, day first (`05.11.2026`, `5/11/2026`). English takes no slashed form: 09/01 is a
 * different day in the US and in Britain.
 */
export function parseTypedDay(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const turkish = locale === 'tr' ? TURKISH_DAY.exec(trimmed) : null;
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : turkish
      ? [turkish[3], turkish[2], turkish[1]]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1) return null;
  return date.toISOString().slice(0, 10);
}
