import '@mantine/core/styles/Notification.css';
import { Notification } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import type { Toast } from '@/stores/toast-store';

/** A toast as it shows (Mantine's Notification): loaded once the page is idle, or with the first toast. */
export function ToastCard({ toast, onClose }: { toast: Toast; onClose: () => void }) {
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
