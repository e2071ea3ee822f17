import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Language, TAiUsage } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconSparkles } from '../../../components/icons';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAiUsage } from './get-ai-usage';

// teal.9 is short of 4.5:1 on the light teal background (as in system-health): a deeper green is 7:1.
const STATE_BADGES: Record<TAiUsage['state'], { color: string; text: string }> = {
  reachable: { color: 'teal', text: '#0b5e45' },
  unreachable: { color: 'red', text: 'red.9' },
  not_configured: { color: 'gray', text: 'dark.6' },
};

/** A latency in the reader's units: "850 ms" below a second, "1,3 s" above. */
function formatLatency(ms: number | null, language: Language, none: string): string {
  if (ms === null) return none;
  return ms < 1000
    ? formatNumber(Math.round(ms), language, { style: 'unit', unit: 'millisecond', unitDisplay: 'narrow' })
    : formatNumber(ms / 1000, language, {
        style: 'unit',
        unit: 'second',
        unitDisplay: 'narrow',
        maximumFractionDigits: 1,
      });
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Group>
    </li>
  );
}

/**
 * The optional language model on the admin dashboard: whether one is set up and answering, and over
 * the last days its calls (accepted, refused by the engine, failed, over the limit), tokens and latency,
 * in all and by purpose. Without a model it says plainly that the built-in engine answers everything.
 */
export function AiUsage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const usage = useAiUsage();
  if (usage.isPending) {
    return (
      <Paper withBorder p="md" bg="var(--mantine-color-white)">
        <Stack gap="md" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={16} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  }
  if (usage.isError) return <QueryErrorPanel title={t('home:admin.ai.loadError')} query={usage} />;

  const data = usage.data;
  const number = (n: number) => formatNumber(n, language);
  const latency = (ms: number | null) => formatLatency(ms, language, t('home:admin.ai.noLatency'));
  const badge = STATE_BADGES[data.state];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
          <Text size="sm" fw={600}>
            {t('home:admin.ai.state')}
          </Text>
          <Badge variant="light" color={badge.color} c={badge.text} tt="none">
            {t(`home:admin.ai.states.${data.state}`)}
          </Badge>
        </Group>
        {data.model ? (
          <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
            {t('home:admin.ai.model', { model: data.model })}
          </Text>
        ) : null}
        {data.state !== 'reachable' ? (
          <Alert color="blue" variant="light" icon={<IconSparkles size={18} />} p="sm">
            <Text size="sm">
              {t(
                data.state === 'not_configured'
                  ? 'home:admin.ai.builtinOnly'
                  : 'home:admin.ai.builtinMeanwhile',
              )}
            </Text>
          </Alert>
        ) : null}

        <UnstyledList gap="xs" label={t('home:admin.ai.listLabel', { count: data.days })}>
          <Row
            label={t('home:admin.ai.calls')}
            value={t('home:admin.ai.callsValue', { count: data.calls, formatted: number(data.calls) })}
          />
          <Row label={t('home:admin.ai.ok')} value={number(data.ok)} />
          <Row label={t('home:admin.ai.rejected')} value={number(data.rejected)} />
          <Row label={t('home:admin.ai.failed')} value={number(data.failed)} />
          <Row label={t('home:admin.ai.limited')} value={number(data.limited)} />
          <Row
            label={t('home:admin.ai.tokens')}
            value={t('home:admin.ai.tokensValue', {
              total: number(data.prompt_tokens + data.completion_tokens),
              prompt: number(data.prompt_tokens),
              completion: number(data.completion_tokens),
            })}
          />
          <Row label={t('home:admin.ai.latency')} value={latency(data.average_latency_ms)} />
        </UnstyledList>

        {data.calls + data.limited === 0 ? (
          <Text size="sm" c="dark.6">
            {t('home:admin.ai.noCalls', { count: data.days })}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('home:admin.ai.byPurpose', { count: data.days })}
            </Text>
            <WideTable
              label={t('home:admin.ai.byPurpose', { count: data.days })}
              minWidth={520}
              head={
                <>
                  <Table.Th>{t('home:admin.ai.purpose')}</Table.Th>
                  <Table.Th>{t('home:admin.ai.calls')}</Table.Th>
                  <Table.Th>{t('home:admin.ai.ok')}</Table.Th>
                  <Table.Th>{t('home:admin.ai.tokens')}</Table.Th>
                  <Table.Th>{t('home:admin.ai.latency')}</Table.Th>
                </>
              }
            >
              {data.by_purpose.map((row) => (
                <Table.Tr key={row.purpose}>
                  <Table.Td>{t(`home:admin.ai.purposes.${row.purpose}`)}</Table.Td>
                  <Table.Td>{number(row.calls)}</Table.Td>
                  <Table.Td>{number(row.ok)}</Table.Td>
                  <Table.Td>{number(row.tokens)}</Table.Td>
                  <Table.Td>{latency(row.average_latency_ms)}</Table.Td>
                </Table.Tr>
              ))}
            </WideTable>
            <PhoneCards label={t('home:admin.ai.byPurpose', { count: data.days })}>
              {data.by_purpose.map((row) => (
                <Paper component="li" key={row.purpose} withBorder p="sm" bg="var(--mantine-color-white)">
                  <Text size="sm" fw={600}>
                    {t(`home:admin.ai.purposes.${row.purpose}`)}
                  </Text>
                  <Text size="sm">
                    {t('home:admin.ai.purposeFacts', {
                      calls: number(row.calls),
                      ok: number(row.ok),
                      tokens: number(row.tokens),
                      latency: latency(row.average_latency_ms),
                    })}
                  </Text>
                </Paper>
              ))}
            </PhoneCards>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
