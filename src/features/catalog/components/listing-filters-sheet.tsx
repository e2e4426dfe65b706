import { Badge, Box, Button, useMantineTheme } from '@mantine/core';
import { LazyDrawer as Drawer } from '@/components/overlays/lazy-drawer';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { translate, useTranslate } from '@/lib/i18n/i18n';
import type { CategoryId } from '../category-ids';
import { CategoryCheckboxes } from './listing-filters';
import classes from './listing-filters-sheet.module.css';

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/** "Filters, 2 selected": the number the button's badge shows, in words (in the language of `t`). */
export function filtersButtonLabel(checked: number, t: typeof translate = translate) {
  return checked === 0 ? t('catalog.filters.title') : t('catalog.filters.selected', { count: checked });
}

/** "Show 1 product", "Show 12 products"; "Show products" while the count is not known yet (in the language of `t`). */
export function showProductsLabel(count: number | null, t: typeof translate = translate) {
  if (count === null) return t('catalog.filters.showProducts');
  return t('catalog.filters.showCount', { count });
}

/**
 * The listing's filters on narrow screens (docs/behaviour.md#catalog): a Filters button with the number of
 * checked categories, and a bottom sheet with the side panel's checkboxes. A box applies at once through the same
 * `onChange` as the panel (URL, session storage, the instant re-filter behind the sheet), so "Show N products"
 * only closes the sheet and its N is the count of the view already applied.
 */
export function ListingFiltersSheet({
  categories,
  onChange,
  productCount,
}: {
  categories: readonly CategoryId[];
  onChange: (categories: string[]) => void;
  /** The checked categories' product count; null while it is not known (the previous cards still show). */
  productCount: number | null;
}) {
  const t = useTranslate();
  const [opened, sheet] = useDisclosure(false);
  const checked = categories.length;
  // From md up the side panel is back: a sheet left open (a tablet turned sideways) closes.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.md})`);
  useEffect(() => {
    if (wide) sheet.close();
  }, [wide, sheet]);
  return (
    <>
      <Button
        variant="default"
        className={classes.trigger}
        leftSection={<FilterIcon />}
        rightSection={
          checked > 0 ? (
            <Badge size="sm" circle aria-hidden="true">
              {checked}
            </Badge>
          ) : undefined
        }
        aria-label={filtersButtonLabel(checked, t)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={sheet.open}
      >
        {t('catalog.filters.title')}
      </Button>
      <Drawer
        opened={opened}
        onClose={sheet.close}
        position="bottom"
        title={t('catalog.filters.title')}
        closeButtonProps={{ 'aria-label': t('catalog.filters.close') }}
        classNames={{ content: classes.content, body: classes.body }}
      >
        <Box px="md" pb="md">
          <CategoryCheckboxes categories={categories} onChange={onChange} size="md" />
        </Box>
        <div className={classes.footer}>
          <Button
            variant="default"
            size="md"
            // Kept focusable when there is nothing to clear: a disabled button would drop the focus out of the sheet.
            aria-disabled={checked === 0 || undefined}
            data-disabled={checked === 0 || undefined}
            onClick={() => {
              if (checked > 0) onChange([]);
            }}
          >
            {t('catalog.filters.clearAll')}
          </Button>
          <Button size="md" flex={1} onClick={sheet.close}>
            {showProductsLabel(productCount, t)}
          </Button>
        </div>
      </Drawer>
    </>
  );
}
