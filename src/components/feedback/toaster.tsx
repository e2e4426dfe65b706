import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import { TOAST_DURATION_MS, useToastStore } from '@/stores/toast-store';

const regionStyle = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1000,
  width: 'min(420px, calc(100vw - 32px))',
} as const;

const loadToastCard = () => import('./toast-card');
const noChanges = () => () => undefined;
const documentBody = () => document.body;
const noBody = () => null;

/**
 * The single visible toast (docs/behaviour.md#limits): a new one replaces the old, each closes after 2000 ms.
 * Two live regions stay mounted so screen readers announce every new toast: errors interrupt (alert),
 * the rest wait their turn (status). The card itself (Mantine's Notification) is not part of the first load: it
 * downloads once the page is idle, or with the first toast, whose 2000 ms start once it shows.
 */
export function Toaster() {
  const current = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);
  const idle = useWhenIdle();
  const ToastCard = useLoadedWhen(idle || current !== null, loadToastCard)?.ToastCard ?? null;
  // The regions go into the body once the page runs: a prerendered page has none, and its hydration neither.
  const body = useSyncExternalStore(noChanges, documentBody, noBody);

  useEffect(() => {
    if (!current || !ToastCard) return;
    const timer = window.setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss, ToastCard]);

  const destructive = current?.variant === 'destructive';
  const card = current && ToastCard && (
    <ToastCard key={current.id} toast={current} onClose={() => dismiss(current.id)} />
  );
  // At the end of the body, outside the app's tree: a dialog that hides the page from assistive technology
  // while it is open leaves the toasts announced.
  if (!body) return null;
  return createPortal(
    <>
      <div role="status" aria-live="polite" aria-atomic="true" style={regionStyle}>
        {!destructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" style={regionStyle}>
        {destructive && card}
      </div>
    </>,
    body,
  );
}
