import type { Locale } from '@/boot/preferred-locale';

/**
 * The first letters of a name's first `count` words, upper-cased by the language's rules (Turkish turns "i" into
 * "İ" and "ı" into "I"); `?` for a name without letters. Avatars show them.
 */
export function initials(name: string, locale: Locale, count = 2): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, count)
      // The first character, not the first UTF-16 unit: a letter outside the BMP stays whole.
      .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase(locale))
      .join('') || '?'
  );
}
