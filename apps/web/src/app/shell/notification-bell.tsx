import { ActionIcon, EmptyState, Popover, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconBell, IconInbox } from '../../components/icons';

// The notifications API arrives with its own issue; until then the bell opens the honest empty list.
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('navbar:notifications.label')}>
          <IconBell size={22} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Title order={2} fz="md" mb="sm">
          {t('navbar:notifications.title')}
        </Title>
        <EmptyState
          size="sm"
          icon={<IconInbox size={22} />}
          withIndicatorBackground
          title={t('navbar:notifications.empty')}
          description={
            <Text span size="sm" c="dimmed">
              {t('navbar:notifications.emptyHint')}
            </Text>
          }
          py="md"
        />
      </Popover.Dropdown>
    </Popover>
  );
}
