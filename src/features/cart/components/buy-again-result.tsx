import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Alert.css';
import { Alert, List, Text } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { productsInCart, type BuyAgainOutcome } from '../buy-again';
import type { BuyAgainResult } from '../cart-sheet-state';

function outcomeNote(outcome: BuyAgainOutcome, t: ReturnType<typeof useTranslate>): string | null {
  switch (outcome.kind) {
    case 'added':
      return null;
    case 'capped':
      return t('cart.buyAgain.capped', {
        title: outcome.title,
        quantity: outcome.quantity,
        ordered: outcome.ordered,
      });
    case 'alreadyInCart':
      return t('cart.buyAgain.alreadyInCart', { title: outcome.title, inCart: outcome.inCart });
    case 'outOfStock':
    case 'gone':
    case 'notForSale':
    case 'unreadable':
    case 'failed':
    case 'unconfirmed':
      return t(`cart.buyAgain.${outcome.kind}`, { title: outcome.title });
  }
}

/**
 * What Buy again did, at the top of the cart sheet it opened: how many of the order's products are in the cart,
 * and every product that is not, or not in full, by name and why. It takes the focus when the sheet opens, so a
 * screen reader reads it first.
 */
export function BuyAgainResultAlert({ result }: { result: BuyAgainResult }) {
  const t = useTranslate();
  const notes = result.outcomes
    .map((outcome) => outcomeNote(outcome, t))
    .filter((note): note is string => note !== null);
  return (
    <Alert
      color={notes.length === 0 ? 'green' : 'orange'}
      title={t('cart.buyAgain.summary', { added: productsInCart(result.outcomes), total: result.total })}
      // The title in the text colour: the alert's own shade is too light on its tint (WCAG AA contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      tabIndex={-1}
      data-autofocus
      data-testid="buy-again-result"
    >
      {notes.length > 0 && (
        <List size="sm" spacing={4}>
          {notes.map((note) => (
            <List.Item key={note}>
              <Text size="sm" component="span">
                {note}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
