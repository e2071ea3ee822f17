import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TAdminDashboard } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatFullDate, formatWhen } from '../../student/components/relative-time';
import { uptimeWords } from './uptime-words';

type TState = 'good' | 'bad' | 'neutral';
// teal.9 is short of 4.5:1 on the light teal background (axe, e2e/people.spec.ts): a deeper green is 7:1.
const STATE_COLORS: Record<TState, { color: string; text: string }> = {
  good: { color: 'teal', text: '#0b5e45' },
  bad: { color: 'red', text: 'red.9' },
  neutral: { color: 'gray', text: 'dark.6' },
};

function Row({
  label,
  value,
  state,
  note,
}: {
  label: string;
  value: ReactNode;
  state?: TState;
  note?: string;
}) {
  const colors = state ? STATE_COLORS[state] : null;
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {colors ? (
          <Badge variant="light" color={colors.color} c={colors.text} tt="none">
            {value}
          </Badge>
        ) : (
          <Text size="sm">{value}</Text>
        )}
      </Group>
      {note ? (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      ) : null}
    </li>
  );
}

/** Database, Redis, version, uptime, the scheduler's last run and the e-mail outbox, in words. */
export function SystemHealth({ system }: { system: TAdminDashboard['system'] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (n: number) => formatNumber(n, language);
  if (system === undefined) {
    return (
      <Paper withBorder p="md" bg="var(--mantine-color-white)">
        <Stack gap="md" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={16} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  }
  const scheduler = !system.scheduler_enabled
    ? { value: t('home:admin.system.schedulerOff'), state: 'neutral' as const, note: undefined }
    : system.scheduler_last_run_at === null
      ? { value: t('home:admin.system.schedulerNotYet'), state: 'neutral' as const, note: undefined }
      : {
          value: t('home:admin.system.schedulerRan', {
            when: formatWhen(system.scheduler_last_run_at, language, t('home:admin.system.justNow')),
          }),
          state: 'good' as const,
          note: formatFullDate(system.scheduler_last_run_at, language),
        };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <UnstyledList gap="md" label={t('home:admin.system.listLabel')}>
        <Row
          label={t('home:admin.system.database')}
          value={t(`home:admin.system.state.${system.database}`)}
          state={system.database === 'healthy' ? 'good' : 'bad'}
          note={t(`home:admin.system.dialect.${system.dialect}`)}
        />
        <Row
          label={t('home:admin.system.redis')}
          value={t(`home:admin.system.state.${system.redis}`)}
          state={system.redis === 'healthy' ? 'good' : system.redis === 'unhealthy' ? 'bad' : 'neutral'}
          note={system.redis === 'not_configured' ? t('home:admin.system.redisNote') : undefined}
        />
        <Row label={t('home:admin.system.version')} value={system.version} />
        <Row label={t('home:admin.system.uptime')} value={uptimeWords(system.uptime_seconds, t, number)} />
        <Row
          label={t('home:admin.system.scheduler')}
          value={scheduler.value}
          state={scheduler.state}
          note={scheduler.note}
        />
        <Row
          label={t('home:admin.system.outbox')}
          value={t('home:admin.system.outboxCount', {
            count: system.outbox_last_24h,
            formatted: number(system.outbox_last_24h),
            total: number(system.outbox_total),
          })}
          note={system.smtp_configured ? t('home:admin.system.smtpOn') : t('home:admin.system.smtpOff')}
        />
      </UnstyledList>
    </Paper>
  );
}
