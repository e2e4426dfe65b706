import '@mantine/core/styles/Table.css';
import { Button, Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Table as ReactTable } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';

const ESTIMATED_ROW_HEIGHT = 53;

/**
 * The admin's orders as a Mantine table driven by a headless TanStack table: only the rows near the viewport
 * are in the DOM (spacer rows keep the scrollbar the whole list's length and the table's semantics whole).
 * Sortable headers are buttons that say their order with aria-sort.
 */
export function AdminOrdersTable({
  table,
  labelledBy,
  onViewDetails,
}: {
  table: ReactTable<Order>;
  labelledBy: string;
  onViewDetails: (order: Order) => void;
}) {
  const t = useTranslate();
  const rows = table.getRowModel().rows;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    setScrollMargin(bodyRef.current ? bodyRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0] ? items[0].start - scrollMargin : 0;
  const last = items[items.length - 1];
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
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
            return (
              <Table.Tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {cell.column.id === 'details' ? (
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
