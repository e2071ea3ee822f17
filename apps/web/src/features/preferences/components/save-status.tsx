import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck } from '../../../components/icons';

/**
 * What became of the last change to the preferences, said quietly beside the controls (a polite live
 * region, always present so screen readers hear each change): nothing before the first change.
 */
export function SaveStatus({
  changed,
  isSaving,
  saveFailed,
}: {
  changed: boolean;
  isSaving: boolean;
  saveFailed: boolean;
}) {
  const { t } = useTranslation();
  const content = !changed ? null : isSaving ? (
    <Text size="sm" c="dimmed">
      {t('profile:preferences.status.saving')}
    </Text>
  ) : saveFailed ? (
    <Group gap={6} wrap="nowrap" c="orange.9">
      <IconAlert size={16} />
      <Text size="sm" c="inherit">
        {t('profile:preferences.status.deviceOnly')}
      </Text>
    </Group>
  ) : (
    <Group gap={6} wrap="nowrap" c="teal.9">
      <IconCheck size={16} />
      <Text size="sm" c="inherit">
        {t('profile:preferences.status.saved')}
      </Text>
    </Group>
  );
  return (
    <div role="status" aria-live="polite" style={{ minHeight: 22, minWidth: 0 }}>
      {content}
    </div>
  );
}
