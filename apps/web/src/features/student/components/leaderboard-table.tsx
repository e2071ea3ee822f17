import { Badge, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TLeaderboardEntry } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Ranked students by first name, points and tasks solved; the viewer's own row stands out. */
export function LeaderboardTable({ entries }: { entries: TLeaderboardEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  return (
    <Paper withBorder bg="var(--mantine-color-white)" style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <VisuallyHidden component="caption">{t('scoreboard:leaderboard.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t('scoreboard:leaderboard.rank')}</Table.Th>
            <Table.Th>{t('scoreboard:leaderboard.name')}</Table.Th>
            <Table.Th ta="right">{t('scoreboard:leaderboard.points')}</Table.Th>
            <Table.Th ta="right">{t('scoreboard:leaderboard.solved')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={`${entry.rank}-${entry.first_name}`}
              bg={entry.is_me ? 'var(--mantine-color-lagoon-0)' : undefined}
              data-me={entry.is_me || undefined}
            >
              <Table.Td fw={700}>{number(entry.rank)}</Table.Td>
              <Table.Td fw={entry.is_me ? 700 : 400}>
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {entry.first_name}
                </Text>
                {entry.is_me ? (
                  <Badge ml="xs" size="sm" variant="filled">
                    {t('scoreboard:leaderboard.me')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" fw={entry.is_me ? 700 : 400}>
                {number(entry.points)}
              </Table.Td>
              <Table.Td ta="right">{number(entry.tasks_solved)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
