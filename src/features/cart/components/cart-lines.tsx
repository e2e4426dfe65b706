import { Box, Divider, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { cartTotal } from '../cart-total';
import type { CartItem } from '../schemas';
import { CartLine } from './cart-line';

/** The cart's lines and its total; shared by the cart sheet and the checkout page. */
export function CartLines({ items, emptyText }: { items: CartItem[]; emptyText?: string }) {
  const t = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  useFocusAfterRemoval(items, container);

  return (
    // Focusable from script only: where the focus goes when the last line is deleted.
    <Box ref={container} tabIndex={-1} style={{ outline: 'none' }}>
      {items.length === 0 ? (
        <Text c="dimmed">{emptyText ?? t('cart.lines.empty')}</Text>
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap="md" p={0} m={0} aria-label={t('cart.lines.label')}>
            {items.map((item) => (
              <CartLine key={item.productId} item={item} />
            ))}
          </Stack>
          <Divider />
          <CartTotal items={items} />
        </Stack>
      )}
    </Box>
  );
}

/**
 * Deleting a line removes the button that had the focus, which would drop it to the page body (a keyboard
 * user starts over from the top). Instead it moves to the Delete button of the line that took its place, or
 * the one before, or the cart itself when it is empty.
 */
function useFocusAfterRemoval(items: CartItem[], container: RefObject<HTMLDivElement | null>) {
  const previousIds = useRef(items.map((item) => item.productId));
  useEffect(() => {
    const before = previousIds.current;
    const now = items.map((item) => item.productId);
    previousIds.current = now;
    const removedIndex = before.findIndex((id) => !now.includes(id));
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (removedIndex === -1 || !focusLost || !container.current) return;
    const rows = container.current.querySelectorAll('li');
    const row = rows[Math.min(removedIndex, rows.length - 1)];
    const target = row?.querySelector<HTMLElement>('button[data-line-delete]') ?? container.current;
    target.focus();
  }, [items, container]);
}

export function CartTotal({ items }: { items: CartItem[] }) {
  const t = useTranslate();
  return (
    <Group justify="space-between">
      <Text fw={700}>{t('cart.total')}</Text>
      <Text fw={700} data-testid="cart-total">
        {formatPrice(cartTotal(items))}
      </Text>
    </Group>
  );
}
