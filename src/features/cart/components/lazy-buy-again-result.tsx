import { lazy, Suspense } from 'react';
import type { BuyAgainResult } from '../cart-sheet-state';
import type * as BuyAgainResultCode from './buy-again-result';

type BuyAgainResultModule = typeof BuyAgainResultCode;

let loaded: BuyAgainResultModule | undefined;

/**
 * The result's code (its alert and list, the outcomes' wording) is needed only after Buy again, which runs in the
 * account's order details: the shop's header, where the cart sheet lives, does not carry it on every page's
 * first load. Buy again loads it before it opens the sheet, so the result shows (and takes the focus) at once.
 */
export function loadBuyAgainResult(): Promise<BuyAgainResultModule> {
  return import('./buy-again-result').then((module) => (loaded = module));
}

const LazyBuyAgainResultAlert = lazy(() =>
  loadBuyAgainResult().then((module) => ({ default: module.BuyAgainResultAlert })),
);

/** What Buy again did, at the top of the cart sheet: at once when its code is in, else once it has loaded. */
export function BuyAgainResultSlot({ result }: { result: BuyAgainResult }) {
  const BuyAgainResultAlert = loaded?.BuyAgainResultAlert;
  if (BuyAgainResultAlert) return <BuyAgainResultAlert result={result} />;
  return (
    <Suspense fallback={null}>
      <LazyBuyAgainResultAlert result={result} />
    </Suspense>
  );
}
