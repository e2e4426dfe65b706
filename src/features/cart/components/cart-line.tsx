import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { effectivePrice, formatPrice } from '@/lib/format/money';
import { fixedWidthImage, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import touch from '@/components/touch/touch-targets.module.css';
import { cartQueries } from '../api/cart-queries';
import { useCurrentUserId } from '@/stores/auth-store';
import { cartQuantityOf, useRemoveFromCart, useUpdateCartQuantity } from '../api/use-cart';
import type { CartItem } from '../schemas';

/** The line's picture, 64 CSS pixels square. */
const CART_LINE_IMAGE = fixedWidthImage(64);

/** One cart line: image, title, effective unit price, quantity − / +, line total and delete. */
export function CartLine({ item }: { item: CartItem }) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const updateQuantity = useUpdateCartQuantity();
  const removeItem = useRemoveFromCart();
  const [removing, setRemoving] = useState(false);
  const unitPrice = effectivePrice(item);

  // Read the cache at click time, not the rendered value: a rapid second click must build on the first.
  const latestQuantity = () =>
    cartQuantityOf(
      queryClient.getQueryData(cartQueries.detail(userId).queryKey) ?? { items: [] },
      item.productId,
    );

  const change = (delta: number) => {
    const quantity = latestQuantity() + delta;
    if (quantity < 1) return;
    updateQuantity.mutate({ productId: item.productId, quantity });
  };

  const remove = () => {
    // The row may linger a frame before the optimistic update removes it: one delete per line.
    if (removing) return;
    setRemoving(true);
    removeItem.mutate({ productId: item.productId }, { onError: () => setRemoving(false) });
  };

  return (
    <Group
      component="li"
      wrap="nowrap"
      align="center"
      gap="sm"
      aria-label={item.title || t('cart.line.untitled')}
      style={{ listStyle: 'none' }}
    >
      <Image
        {...sizedImage(safeImageUrl(item.image), CART_LINE_IMAGE)}
        alt=""
        w={64}
        h={64}
        radius="sm"
        fit="cover"
        fallbackSrc="/favicon.svg"
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" lineClamp={2}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('cart.line.unitPrice', { price: formatPrice(unitPrice) })}
        </Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="sm"
            radius="xl"
            className={touch.purchase}
            aria-label={t('cart.line.decrease', { title: item.title })}
            disabled={item.quantity <= 1}
            onClick={() => change(-1)}
          >
            −
          </ActionIcon>
          <Text
            component="output"
            size="sm"
            fw={600}
            miw={20}
            ta="center"
            aria-label={t('cart.line.quantity', { title: item.title })}
          >
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="sm"
            radius="xl"
            className={touch.purchase}
            aria-label={t('cart.line.increase', { title: item.title })}
            onClick={() => change(1)}
          >
            +
          </ActionIcon>
        </Group>
      </Stack>
      <Stack gap={6} align="flex-end">
        <Text fw={600} size="sm">
          {formatPrice(unitPrice * item.quantity)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          className={touch.purchase}
          aria-label={t('cart.line.delete', { title: item.title })}
          data-line-delete
          disabled={removing}
          onClick={remove}
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
          </svg>
        </ActionIcon>
      </Stack>
    </Group>
  );
}
