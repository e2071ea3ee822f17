import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/error-panel';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useTaskGenerationPrompt } from '../api/prompts-api';

/**
 * Which prompt task generation uses now for the user's language, and — until an AI provider is set —
 * that tasks come from the built-in generators meanwhile.
 */
export function TaskGenerationCard() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const current = useTaskGenerationPrompt(language);

  if (current.isError) {
    return <QueryErrorPanel title={t('tasks:prompts.inUse.loadError')} query={current} />;
  }
  return (
    <Paper
      withBorder
      p="md"
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="prompt-in-use"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="prompt-in-use">
          {t('tasks:prompts.inUse.title')}
        </Title>
        {current.isPending ? (
          <Skeleton height={14} width="60%" radius="sm" />
        ) : (
          <>
            <Text>
              {current.data.prompt_id === null ? (
                <Text span fw={600}>
                  {current.data.name}
                </Text>
              ) : (
                <Anchor component={Link} to={`/prompts/${current.data.prompt_id}`} fw={600}>
                  {current.data.name}
                </Anchor>
              )}{' '}
              —{' '}
              {t(`tasks:prompts.inUse.source.${current.data.source}`, {
                language: t(`tasks:prompts.inUse.languageIn.${current.data.language}`),
              })}
            </Text>
            {current.data.provider_configured ? null : (
              <Alert
                color="blue"
                variant="light"
                icon={<IconInfoCircle size={18} aria-hidden />}
                title={t('tasks:prompts.inUse.noProviderTitle')}
              >
                {t('tasks:prompts.inUse.noProviderText')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
