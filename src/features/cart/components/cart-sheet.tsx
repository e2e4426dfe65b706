import { ActionIcon, Button, Indicator, Skeleton, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { LazyDrawer as Drawer } from '@/components/overlays/lazy-drawer';
import { useNavigate } from '@tanstack/react-router';
import { cartItemCount, useCart } from '../api/use-cart';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { cartSheet, useCartSheetState } from '../cart-sheet-state';
import { loadingRegion } from '@/components/feedback/loading-region';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import { BuyAgainResultSlot } from './lazy-buy-again-result';

const CART_BUTTON_ID = 'cart-sheet-button';

/**
 * The sheet's lines (their quantity controls, images and delete) are not part of a shop page's first load: they
 * download once the page is idle, as the drawer itself does, or when the sheet opens.
 */
const loadCartLines = () => import('./cart-lines');

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
  // Offline, the sheet says the cart needs the network instead of showing lines it cannot change (a failed read
  // while online is an empty cart without a message, as any failed list: docs/behaviour.md#failure-rules).
  const { online } = useNetwork();
  const unreachable = !online;
  const idle = useWhenIdle();
  const CartLines = useLoadedWhen(idle || opened, loadCartLines)?.CartLines;

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
          // The focus goes back to the cart button, whoever opened the sheet: the cart button itself, or Buy again,
          // whose button left with the order dialog. Mantine's own return is off: it would go to whatever had the
          // focus when the sheet opened, which after Buy again is the order dialog's opener. Never away from where
          // the person has moved it: at this point it may still sit in the sheet's content, which leaves the page next.
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
        returnFocus={false}
        data-cart-sheet
        position="right"
        title={t('cart.sheet.title')}
        size="md"
        closeButtonProps={{ 'aria-label': t('cart.sheet.close') }}
      >
        <Stack gap="lg">
          {buyAgainResult && <BuyAgainResultSlot result={buyAgainResult} />}
          {unreachable ? (
            <Text>{t('cart.sheet.needsNetwork')}</Text>
          ) : CartLines ? (
            <CartLines items={cart.items} />
          ) : (
            <Stack gap="sm" {...loadingRegion(t('cart.sheet.title'))}>
              <Skeleton height={64} />
              <Skeleton height={64} />
            </Stack>
          )}
          <Button fullWidth className={touch.purchase} onClick={goToCheckout} disabled={unreachable}>
            {t('cart.sheet.checkout')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
