import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../components/icons';
import { useOnlineStatus } from '../../lib/http';

/**
 * "Internet connection lost" while the browser is offline (spec §8), with the promise the query
 * client keeps: answers given meanwhile wait and are sent once the connection is back. It stays in
 * view under a sticky header (`top`: the header's height).
 */
export function OfflineBanner({ top = 0 }: { top?: number }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Box
      role="status"
      bg="var(--mantine-color-orange-0)"
      style={{
        position: 'sticky',
        top,
        zIndex: 150,
        borderBottom: '1px solid var(--mantine-color-orange-3)',
      }}
    >
      <Container size="xl" py="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlert
            size={20}
            color="var(--mantine-color-orange-9)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <div>
            <Text size="sm" fw={700}>
              {t('common:errors.network.connectionLost')}
            </Text>
            <Text size="sm">{t('common:errors.network.sentWhenBackOnline')}</Text>
          </div>
        </Group>
      </Container>
    </Box>
  );
}
