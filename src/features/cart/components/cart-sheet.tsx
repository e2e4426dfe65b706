import { ActionIcon, Button, Drawer, Indicator, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { cartItemCount, useCart } from '../api/use-cart';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { CartLines } from './cart-lines';

/** The header's cart button with its item-count badge, and the cart sheet it opens. */
export function CartSheet() {
  const t = useTranslate();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const { cart } = useCart();
  const count = cartItemCount(cart);

  const goToCheckout = () => {
    close();
    void navigate({ to: '/shop/checkout' });
  };

  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0}>
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('cart.button.label', { count })}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6h15l-1.5 9h-12zM6 6 5 3H2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
          </svg>
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={t('cart.sheet.title')}
        size="md"
        closeButtonProps={{ 'aria-label': t('cart.sheet.close') }}
      >
        <Stack gap="lg">
          <CartLines items={cart.items} />
          <Button fullWidth className={touch.purchase} onClick={goToCheckout}>
            {t('cart.sheet.checkout')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
