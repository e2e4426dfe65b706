import { Notification, Portal } from '@mantine/core';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, useToastStore } from '@/stores/toast-store';

/** The single visible toast (spec section 9): a new one replaces the old, each closes after 2000 ms. */
export function Toaster() {
  const current = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  const destructive = current?.variant === 'destructive';
  return (
    <Portal>
      <div
        // Always mounted so screen readers announce each new toast; errors interrupt, others wait.
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        style={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 1000,
          maxWidth: 'min(420px, calc(100vw - 32px))',
        }}
      >
        {current && (
          <Notification
            key={current.id}
            data-testid="toast"
            title={current.title}
            color={destructive ? 'red' : 'teal'}
            withBorder
            onClose={() => dismiss(current.id)}
            closeButtonProps={{ 'aria-label': 'Close notification' }}
            styles={destructive ? { root: { background: 'var(--mantine-color-red-0)' } } : undefined}
          >
            {current.description}
          </Notification>
        )}
      </div>
    </Portal>
  );
}
