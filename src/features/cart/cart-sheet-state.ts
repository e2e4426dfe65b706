import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '@/lib/session/session-end';
import type { BuyAgainOutcome } from './buy-again';

/** What a Buy again run came to, shown at the top of the cart sheet it opens. */
export interface BuyAgainResult {
  /** Products of the order (lines of one product counted once). */
  total: number;
  outcomes: BuyAgainOutcome[];
}

interface CartSheetState {
  opened: boolean;
  buyAgainResult: BuyAgainResult | null;
}

// The sheet lives in the shop header, the Buy again button in the account's order dialog: this small external
// store lets the one open the other. It holds UI state only (no server data: that stays in Query).
let state: CartSheetState = { opened: false, buyAgainResult: null };
const listeners = new Set<() => void>();

function setState(next: CartSheetState) {
  state = next;
  for (const listener of listeners) listener();
}

export const cartSheet = {
  open: (buyAgainResult: BuyAgainResult | null = null) => setState({ opened: true, buyAgainResult }),
  close: () => setState({ ...state, opened: false }),
  /** Closed and empty, as on a page load: the session it showed has ended. */
  reset: () => setState({ opened: false, buyAgainResult: null }),
  /** Forgets the Buy again result once the sheet has closed: the next opening shows the cart alone. */
  clearResult: () => {
    if (state.buyAgainResult) setState({ ...state, buyAgainResult: null });
  },
};

// The sheet and a Buy again result it shows belong to the session that opened them.
onSessionEnd(cartSheet.reset);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartSheetState(): CartSheetState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
