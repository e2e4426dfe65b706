import { Notification, Portal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { TOAST_DURATION_MS, useToastStore, type Toast } from '@/stores/toast-store';

const regionStyle = {
  position: 'fixed',
  right: 16,
  bottom: 16,
  zIndex: 1000,
  width: 'min(420px, calc(100vw - 32px))',
} as const;

function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const t = useTranslate();
  const destructive = toast.variant === 'destructive';
  return (
    <Notification
      data-testid="toast"
      // The live region around it announces the toast; a second alert role would announce it twice.
      role="none"
      data-variant={toast.variant}
      title={toast.title}
      color={destructive ? 'red' : 'teal'}
      withBorder
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.toast.close') }}
      styles={
        destructive
          ? {
              // red-9: white text on red-7 is only 3.8:1 (WCAG AA asks 4.5:1); on red-9 it is 5.5:1.
              root: { background: 'var(--mantine-color-red-9)', borderColor: 'var(--mantine-color-red-9)' },
              title: { color: 'var(--mantine-color-white)' },
              description: { color: 'var(--mantine-color-red-0)' },
              closeButton: { color: 'var(--mantine-color-white)' },
            }
          : undefined
      }
    >
      {toast.description}
    </Notification>
  );
}

/**
 * The single visible toast (docs/behaviour.md#limits): a new one replaces the old, each closes after 2000 ms.
 * Two live regions stay mounted so screen readers announce every new toast: errors interrupt (alert),
 * the rest wait their turn (status).
 */
export function Toaster() {
  const current = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  const destructive = current?.variant === 'destructive';
  const card = current && <ToastCard key={current.id} toast={current} onClose={() => dismiss(current.id)} />;
  return (
    <Portal>
      <div role="status" aria-live="polite" aria-atomic="true" style={regionStyle}>
        {!destructive && card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" style={regionStyle}>
        {destructive && card}
      </div>
    </Portal>
  );
}
