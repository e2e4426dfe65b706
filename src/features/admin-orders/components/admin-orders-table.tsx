import '@mantine/core/styles/Table.css';
import { Button, Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Table as ReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Order } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatCount } from '@/lib/format/numbers';
import classes from './admin-orders-table.module.css';

const ESTIMATED_ROW_HEIGHT = 53;
/** Rows drawn beyond the screen's edge: a scroll by the wheel shows drawn rows, and the first screen stays light. */
const OVERSCAN = 4;
/** A list this short is drawn whole, as the shop's card grid is: every row can be found without scrolling. */
const DRAW_ALL_UP_TO = 60;

export interface OrderSelection {
  selected: ReadonlySet<string>;
  /** A row's box was pressed; `range` with Shift held: everything from the last pressed row to this one. */
  onSelect: (index: number, checked: boolean, range: boolean) => void;
  /** The header's box: every row the view shows, or none. */
  onSelectAll: (checked: boolean) => void;
}

/**
 * The admin's orders as a Mantine table driven by a headless TanStack table: only the rows near the viewport
 * are in the DOM (spacer rows keep the scrollbar the whole list's length and the table's semantics whole).
 * Sortable headers are buttons that say their order with aria-sort. The first column selects rows: a box per
 * row (Shift with a click, or with Space, selects the range from the last one pressed) and one for all shown.
 * The columns are the page's (admin-order-columns.tsx); the boxes and the details button are drawn here, which
 * holds their handlers.
 */
export function AdminOrdersTable({
  table,
  labelledBy,
  onViewDetails,
  selection,
}: {
  table: ReactTable<Order>;
  labelledBy: string;
  onViewDetails: (order: Order) => void;
  selection: OrderSelection;
}) {
  const t = useTranslate();
  const rows = table.getRowModel().rows;
  const selectedShown = rows.reduce((count, row) => count + (selection.selected.has(row.id) ? 1 : 0), 0);
  // Shift held on the key that pressed a box (Space): the click it makes carries no modifier of its own.
  const shiftOnKey = useRef(false);
  const rememberShift = (event: KeyboardEvent<HTMLInputElement>) => {
    shiftOnKey.current = event.shiftKey;
  };
  const pressed = (event: MouseEvent<HTMLInputElement>) => {
    const range = event.shiftKey || shiftOnKey.current;
    shiftOnKey.current = false;
    return { checked: event.currentTarget.checked, range };
  };
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the body starts on the page, read before the first paint: until then no row is drawn, so the first
  // rows drawn are those on the screen (drawn from the page's top, a dozen more would be made and dropped).
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  useLayoutEffect(() => {
    setScrollMargin(bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const bodyTop = scrollMargin ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: rows.length <= DRAW_ALL_UP_TO ? rows.length : OVERSCAN,
    scrollMargin: bodyTop,
    // The window's size from the start: the first rows are drawn in the same task as the table.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const items = scrollMargin === null ? [] : virtualizer.getVirtualItems();
  const before = items[0] ? items[0].start - bodyTop : 0;
  const last = items[items.length - 1];
  const after = last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-labelledby={labelledBy}
        aria-rowcount={rows.length + 1}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                if (header.column.id === 'select') {
                  return (
                    <Table.Th key={header.id} w={44}>
                      <input
                        type="checkbox"
                        className={`mantine-focus-auto ${classes.selectBox}`}
                        aria-label={t('admin.bulk.selectAll', {
                          shown: formatCount(rows.length),
                          count: rows.length,
                        })}
                        checked={rows.length > 0 && selectedShown === rows.length}
                        ref={(box) => {
                          if (box) box.indeterminate = selectedShown > 0 && selectedShown < rows.length;
                        }}
                        onChange={(event) => selection.onSelectAll(event.currentTarget.checked)}
                      />
                    </Table.Th>
                  );
                }
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={
                      header.column.getCanSort()
                        ? sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : 'none'
                        : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <UnstyledButton
                        onClick={header.column.getToggleSortingHandler()}
                        fw={700}
                        fz="sm"
                        style={{ textDecoration: 'underline dotted' }}
                      >
                        {label} {sorted === 'asc' ? '↑' : sorted === 'desc' ? '↓' : '↕'}
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          {before > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: before, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const selected = selection.selected.has(row.id);
            return (
              <Table.Tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {cell.column.id === 'select' ? (
                      <input
                        type="checkbox"
                        className={`mantine-focus-auto ${classes.selectBox}`}
                        aria-label={t('admin.bulk.selectOrder', { id: row.original._id })}
                        checked={selected}
                        onKeyDown={rememberShift}
                        // The change is handled on click, which carries Shift; onChange keeps React's
                        // controlled box quiet.
                        onClick={(event) => {
                          const { checked, range } = pressed(event);
                          selection.onSelect(item.index, checked, range);
                        }}
                        onChange={() => undefined}
                      />
                    ) : cell.column.id === 'details' ? (
                      <Button
                        size="xs"
                        variant="light"
                        data-order-details-trigger={row.original._id}
                        onClick={() => onViewDetails(row.original)}
                      >
                        {t('orders.table.viewDetails')}
                      </Button>
                    ) : (
                      flexRender(cell.column.columnDef.cell, cell.getContext())
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: after, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
