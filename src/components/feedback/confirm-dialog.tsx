import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** The confirming button's text; Delete when not given. */
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before a destructive write; Modal traps focus and returns it on close. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useTranslate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.action.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* Focus starts on the safe choice. */}
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          {t('common.action.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('common.action.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
