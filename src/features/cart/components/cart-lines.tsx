import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatPrice } from '@/features/catalog/schemas';
import { cartTotal } from '../cart-total';
import type { CartItem } from '../schemas';
import { CartLine } from './cart-line';

/** The cart's lines and its total; shared by the cart sheet and the checkout page. */
export function CartLines({
  items,
  emptyText = 'Your cart is empty.',
}: {
  items: CartItem[];
  emptyText?: string;
}) {
  if (items.length === 0) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" p={0} m={0} aria-label="Cart items">
        {items.map((item) => (
          <CartLine key={item.productId} item={item} />
        ))}
      </Stack>
      <Divider />
      <CartTotal items={items} />
    </Stack>
  );
}

export function CartTotal({ items }: { items: CartItem[] }) {
  return (
    <Group justify="space-between">
      <Text fw={700}>Total</Text>
      <Text fw={700} data-testid="cart-total">
        {formatPrice(cartTotal(items))}
      </Text>
    </Group>
  );
}
