import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TGenerationReport } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck } from '../../../components/icons';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

/**
 * "How this task was verified", for tutors and admins on a model-written task: which model and prompt
 * wrote it, and each of the engine's checks, named in the reader's language with the engine's finding.
 */
export function GenerationReport({ report }: { report: TGenerationReport }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const key = 'tasks:solving.ai.verification';
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="task-verification"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="center">
          <Title order={2} fz="lg" id="task-verification">
            {t(`${key}.title`)}
          </Title>
          <Badge
            color={report.verified ? 'green' : 'red'}
            variant="light"
            c="dark.7"
            tt="none"
            leftSection={report.verified ? <IconCheck size={12} /> : <IconAlert size={12} />}
          >
            {t(report.verified ? `${key}.verified` : `${key}.notVerified`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t(`${key}.written`, {
            model: report.model,
            date: formatDate(report.created_at, language, { dateStyle: 'long' }),
          })}{' '}
          {report.prompt_id !== null && report.prompt_version !== null
            ? t(`${key}.prompt`, { id: report.prompt_id, version: report.prompt_version })
            : t(`${key}.builtinPrompt`)}
        </Text>
        <Text size="sm">{t(`${key}.intro`)}</Text>
        <List spacing="xs" listStyleType="none" aria-label={t(`${key}.checksLabel`)}>
          {report.checks.map((check) => (
            <List.Item
              key={check.name}
              icon={
                <ThemeIcon color={check.ok ? 'green.8' : 'red.8'} size={20} radius="xl" aria-hidden>
                  {check.ok ? <IconCheck size={12} /> : <IconAlert size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" fw={600} span>
                {t(`${key}.check.${check.name}`)}
              </Text>{' '}
              <Text size="sm" span c={check.ok ? 'dark.6' : 'red.9'}>
                ({t(check.ok ? `${key}.passed` : `${key}.failed`)})
              </Text>
              {check.detail ? (
                <Text size="xs" c="dark.6" lang="en">
                  {check.detail}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
        {language !== 'en' ? (
          <Text size="xs" c="dark.6">
            {t(`${key}.detailNote`)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
