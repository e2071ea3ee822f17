import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The router's error boundary: a page that threw while rendering. */
export function CrashPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder p="xl" maw={480}>
        <Stack gap="md">
          <Title order={1} fz={26}>
            {t('common:crash.title')}
          </Title>
          <Text>{t('common:crash.text')}</Text>
          <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
