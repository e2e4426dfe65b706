import type { Locale } from '@/boot/preferred-locale';
import {
  EARLY_CARD_NAMES_ATTRIBUTE,
  EARLY_CARDS_ATTRIBUTE,
  EARLY_VIEW_TEXTS_ATTRIBUTE,
} from '@/boot/early-cards';

/** The attribute that marks the listing's prerendered grid for its first cards (boot/early-cards.ts). */
export const EARLY_CARDS_SLOT = { [EARLY_CARDS_ATTRIBUTE]: '' } as const;

/**
 * One language's templates: its category names (JSON) and its templates' markup; in the page's language, also the
 * texts of a view other than the default (JSON).
 */
export interface EarlyCardSet {
  locale: Locale;
  names: string;
  viewTexts: string | undefined;
  cards: string;
}

/** The sets the listing's prerendered grid carries: prerender.tsx renders them before the page. */
let prerenderedSets: readonly EarlyCardSet[] = [];

export function setPrerenderedEarlyCardSets(sets: readonly EarlyCardSet[]) {
  prerenderedSets = sets;
}

/**
 * Build time only: each language's templates in the listing's grid, a `<template lang>` apiece, from which the
 * first cards are made in the shopper's language (and the view's texts taken in the page's).
 */
export function EarlyCardSets({ sets = prerenderedSets }: { sets?: readonly EarlyCardSet[] }) {
  return sets.map(({ locale, names, viewTexts: texts, cards }) => (
    <template
      key={locale}
      lang={locale}
      {...{ [EARLY_CARD_NAMES_ATTRIBUTE]: names, [EARLY_VIEW_TEXTS_ATTRIBUTE]: texts }}
      dangerouslySetInnerHTML={{ __html: cards }}
    />
  ));
}
