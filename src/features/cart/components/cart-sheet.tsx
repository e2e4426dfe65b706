import { ActionIcon, Button, Drawer, Indicator, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { cartItemCount, useCart } from '../api/use-cart';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { cartSheet, useCartSheetState } from '../cart-sheet-state';
import { CartLines } from './cart-lines';
import { BuyAgainResultSlot } from './lazy-buy-again-result';

const CART_BUTTON_ID = 'cart-sheet-button';

/**
 * The header's cart button with its item-count badge, and the cart sheet it opens. Buy again (the account's
 * order details) opens it too, with what it did at the top (cart-sheet-state.ts).
 */
export function CartSheet() {
  const t = useTranslate();
  const { opened, buyAgainResult } = useCartSheetState();
  const open = () => cartSheet.open();
  const close = cartSheet.close;
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
        <ActionIcon
          id={CART_BUTTON_ID}
          variant="default"
          size="lg"
          onClick={open}
          aria-label={t('cart.button.label', { count })}
        >
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
        onExitTransitionEnd={() => {
          cartSheet.clearResult();
          // Opened by Buy again, the sheet would give the focus back to a button that left with the order
          // dialog: the focus goes to the cart button instead (never away from where the person has moved it).
          // At this point the focus may still sit in the sheet's content, which leaves the page next.
          const focused = document.activeElement;
          if (
            !focused ||
            focused === document.body ||
            !focused.isConnected ||
            focused.closest('[data-cart-sheet]')
          ) {
            document.getElementById(CART_BUTTON_ID)?.focus();
          }
        }}
        data-cart-sheet
        position="right"
        title={t('cart.sheet.title')}
        size="md"
        closeButtonProps={{ 'aria-label': t('cart.sheet.close') }}
      >
        <Stack gap="lg">
          {buyAgainResult && <BuyAgainResultSlot result={buyAgainResult} />}
          <CartLines items={cart.items} />
          <Button fullWidth className={touch.purchase} onClick={goToCheckout}>
            {t('cart.sheet.checkout')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
