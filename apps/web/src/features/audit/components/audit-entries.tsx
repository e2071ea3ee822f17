import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TAuditEntry } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { describeEntry } from './describe-entry';

/** Each entry in words, with when it was written (full date and time, to the minute). */
export function useEntryWords() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (n: number) => formatNumber(n, language);
  return {
    words: (entry: TAuditEntry) => describeEntry(entry, t, number),
    when: (entry: TAuditEntry) =>
      formatDate(entry.created_at, language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function EntryText({ entry }: { entry: TAuditEntry }) {
  const { words } = useEntryWords();
  const { sentence, details } = words(entry);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {sentence}
      </Text>
      {details.length > 0 ? (
        <Group gap={6}>
          {details.map((detail) => (
            <Badge key={detail} variant="light" color="gray" c="dark.6" tt="none" fw={500}>
              {detail}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** A page of the trail: a table on wider screens, cards on a phone. */
export function AuditEntries({ entries }: { entries: TAuditEntry[] }) {
  const { t } = useTranslation();
  const { when } = useEntryWords();
  const none = t('home:audit.noAddress');
  return (
    <>
      <WideTable
        label={t('home:audit.tableCaption')}
        minWidth={720}
        head={
          <>
            <Table.Th w={180}>{t('home:audit.columns.when')}</Table.Th>
            <Table.Th>{t('home:audit.columns.what')}</Table.Th>
            <Table.Th w={150}>{t('home:audit.columns.ip')}</Table.Th>
          </>
        }
      >
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.created_at}>{when(entry)}</time>
            </Table.Td>
            <Table.Td>
              <EntryText entry={entry} />
            </Table.Td>
            <Table.Td ff="monospace" fz="sm">
              {entry.ip ?? none}
            </Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('home:audit.tableCaption')}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Paper withBorder p="md" bg="var(--mantine-color-white)">
              <Stack gap="xs">
                <EntryText entry={entry} />
                <Text size="xs" c="dimmed">
                  <time dateTime={entry.created_at}>{when(entry)}</time>
                  {' · '}
                  {t('home:audit.fromAddress', { ip: entry.ip ?? none })}
                </Text>
              </Stack>
            </Paper>
          </li>
        ))}
      </PhoneCards>
    </>
  );
}
