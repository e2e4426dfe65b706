import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

/** Attributes for one card's list item: a layout style, a data attribute tests and scripts find it by. */
type CardItemProps = HTMLAttributes<HTMLDivElement> & { [data: `data-${string}`]: string | number };

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
 * The shop's listing and the admin's products use it above 60 products.
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
