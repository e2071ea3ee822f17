import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TConfirmDialogProps } from './confirm-dialog';

/** The dialog of ConfirmDialog (confirm-dialog.tsx), fetched the first time one opens. */
export default function ConfirmDialogModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel ?? t('common:actions.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
