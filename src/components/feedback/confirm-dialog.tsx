import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
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
  confirmLabel = 'Delete',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* Focus starts on the safe choice. */}
        <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
