import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { CardColumns } from './card-columns';

// Loaded by CardGrid (card-grid.tsx) only for a list above its VIRTUALISE_ABOVE cards: the virtualizer is not part
// of any page's first load. It imports nothing back from card-grid.tsx.

/** Attributes for one card's list item: a layout style, a data attribute tests and scripts find it by. */
export type CardItemProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | number };

export interface VirtualCardGridProps<Item> {
  items: readonly Item[];
  columns: number;
  estimatedRowHeight: number;
  /** The list's accessible name. */
  label: string;
  itemKey: (item: Item) => string;
  renderCard: (item: Item, index: number) => ReactNode;
  cardItemProps?: (index: number) => CardItemProps;
}

/**
 * Rows of cards rendered only near the viewport, scrolled with the window: the DOM holds a few dozen cards whatever
 * the list's size, the scrollbar still spans the whole list, and each card says its place in it (aria-posinset).
 * CardGrid shows it for a long list (the shop's listing and search, the admin's products).
 */
export function VirtualCardGrid<Item>({
  items,
  columns,
  estimatedRowHeight,
  label,
  itemKey,
  renderCard,
  cardItemProps,
}: VirtualCardGridProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => estimatedRowHeight,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="presentation"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: 'var(--mantine-spacing-md)',
            paddingBottom: 'var(--mantine-spacing-md)',
          }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item, offset) => {
            const index = row.index * columns + offset;
            return (
              <div
                key={itemKey(item)}
                role="listitem"
                aria-posinset={index + 1}
                aria-setsize={items.length}
                {...cardItemProps?.(index)}
              >
                {renderCard(item, index)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

export type ResponsiveVirtualCardGridProps<Item> = Omit<VirtualCardGridProps<Item>, 'columns'> & {
  columns: CardColumns;
};

/** VirtualCardGrid with as many columns as the window's width or the grid's own gives (`columns.measure`). */
export function ResponsiveVirtualCardGrid<Item>({ columns, ...props }: ResponsiveVirtualCardGridProps<Item>) {
  return columns.measure === 'window' ? (
    <WindowWideVirtualCardGrid columns={columns} {...props} />
  ) : (
    <GridWideVirtualCardGrid columns={columns} {...props} />
  );
}

function WindowWideVirtualCardGrid<Item>({ columns, ...props }: ResponsiveVirtualCardGridProps<Item>) {
  const { at } = columns;
  const [count, setCount] = useState(() => at(window.innerWidth));
  useEffect(() => {
    const update = () => setCount(at(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [at]);
  return <VirtualCardGrid columns={count} {...props} />;
}

function GridWideVirtualCardGrid<Item>({ columns, ...props }: ResponsiveVirtualCardGridProps<Item>) {
  const { ref, width } = useElementSize();
  return (
    <div ref={ref}>
      <VirtualCardGrid columns={columns.at(width || window.innerWidth)} {...props} />
    </div>
  );
}
