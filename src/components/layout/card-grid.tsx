import { SimpleGrid } from '@mantine/core';
import { Fragment } from 'react';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import type { CardColumns } from './card-columns';
import type { ResponsiveVirtualCardGridProps } from './virtual-card-grid';

/** Above this many cards only the rows near the screen are in the DOM (a 5,000-product catalog stays light). */
export const VIRTUALISE_ABOVE = 60;
/** What a long list shows while its virtual grid's code downloads: more than the first screen holds. */
export const CARDS_BEFORE_VIRTUAL_GRID = 12;

// The virtual grid (with TanStack Virtual) is a chunk of its own, downloaded the first time a list needs it.
const loadVirtualGrid = () => import('./virtual-card-grid');

export interface CardGridProps<Item> extends ResponsiveVirtualCardGridProps<Item> {
  columns: CardColumns;
  /**
   * The plain grid as a list, each card in an `<li>` with `cardItemProps` (the shop's listing); without it the
   * cards sit in the grid side by side (the admin's products). The virtual grid is a list either way.
   */
  plainList?: boolean;
}

/**
 * A grid of cards: every card in a plain grid up to VIRTUALISE_ABOVE of them; above, the virtual grid
 * (virtual-card-grid.tsx, loaded lazily), which keeps only the rows near the screen in the DOM. While its code
 * downloads, the plain grid shows the first CARDS_BEFORE_VIRTUAL_GRID cards.
 */
export function CardGrid<Item>({ plainList = false, ...props }: CardGridProps<Item>) {
  const { items, columns, itemKey, renderCard, cardItemProps } = props;
  const large = items.length > VIRTUALISE_ABOVE;
  const virtualGrid = useLoadedWhen(large, loadVirtualGrid);
  if (large && virtualGrid) return <virtualGrid.ResponsiveVirtualCardGrid {...props} />;
  const shown = large ? items.slice(0, CARDS_BEFORE_VIRTUAL_GRID) : items;
  if (!plainList) {
    return (
      <SimpleGrid cols={columns.cols}>
        {shown.map((item, index) => (
          <Fragment key={itemKey(item)}>{renderCard(item, index)}</Fragment>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid
      cols={columns.cols}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shown.map((item, index) => (
        <li key={itemKey(item)} {...cardItemProps?.(index)}>
          {renderCard(item, index)}
        </li>
      ))}
    </SimpleGrid>
  );
}
