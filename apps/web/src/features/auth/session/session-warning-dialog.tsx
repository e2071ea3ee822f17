import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconClock } from '../../../components/icons';
import { showToast } from '../../../components/toast';
import { formatCountdown } from '../../../lib/i18n/format';

/** "Your session is about to expire": Logout or Extend Session (spec §2). */
export function SessionWarningDialog({
  opened,
  remainingSeconds,
  extending,
  onExtend,
  onLogout,
}: {
  opened: boolean;
  remainingSeconds: number;
  extending: boolean;
  /** Extends the session; whether that worked. */
  onExtend: () => Promise<boolean>;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const extend = async () => {
    const extended = await onExtend();
    if (extended) showToast(t, 'teal', t('modals:session.extended'));
    else showToast(t, 'red', t('modals:session.extendFailed'));
  };
  return (
    <Modal
      opened={opened}
      onClose={() => void extend()}
      title={t('modals:session.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" color="apricot.7" aria-hidden="true">
            <IconClock size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{t('modals:session.text', { time: formatCountdown(remainingSeconds) })}</Text>
            <Text c="dimmed">{t('modals:session.question')}</Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLogout}>
            {t('modals:session.logout')}
          </Button>
          <Button onClick={() => void extend()} loading={extending} data-autofocus>
            {t('modals:session.extend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
