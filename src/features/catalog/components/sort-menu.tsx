import { Box, Button } from '@mantine/core';
import { LazyMenu } from '@/components/overlays/lazy-menu';
import { useTranslate, type translate } from '@/lib/i18n/i18n';
import { SORT_LABEL_IDS, SORT_OPTIONS, type SortOption } from '../sort';

function SortIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4" />
    </svg>
  );
}

function Tick({ visible }: { visible: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={14}
      height={14}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
    >
      {visible && <path d="M5 12l5 5 9-10" />}
    </svg>
  );
}

/** "Sort by: Price: Low to High": the sort button's text and name (in the language of `t`). */
export function sortButtonLabel(value: SortOption, t: typeof translate) {
  return t('catalog.sort.button', { order: t(SORT_LABEL_IDS[value]) });
}

/**
 * The sort menu with the four options of docs/behaviour.md#data-the-shop-reads; the current one is checked. Below md
 * the button reads "Sort" to fit the listing's one-row toolbar; its name still says the current order.
 */
export function SortMenu({ value, onChange }: { value: SortOption; onChange: (sortBy: SortOption) => void }) {
  const t = useTranslate();
  const currentOrder = sortButtonLabel(value, t);
  return (
    <LazyMenu
      // No focusable role="presentation" placeholder inside role="menu" (axe aria-required-children).
      menuProps={{ position: 'bottom-end', withinPortal: true, withInitialFocusPlaceholder: false }}
      target={
        <Button variant="default" leftSection={<SortIcon />} aria-label={currentOrder}>
          <Box component="span" visibleFrom="md">
            {currentOrder}
          </Box>
          <Box component="span" hiddenFrom="md">
            {t('catalog.sort.short')}
          </Box>
        </Button>
      }
      dropdown={(Menu) =>
        SORT_OPTIONS.map((option) => (
          <Menu.Item
            key={option}
            // Mantine fixes the role to menuitem: the current option is marked with aria-current and a tick.
            aria-current={option === value ? 'true' : undefined}
            fw={option === value ? 700 : undefined}
            leftSection={<Tick visible={option === value} />}
            onClick={() => onChange(option)}
          >
            {t(SORT_LABEL_IDS[option])}
          </Menu.Item>
        ))
      }
    />
  );
}
