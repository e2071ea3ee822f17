import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { UnstyledList } from '../../../components/unstyled-list';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAudit } from '../../audit/api/get-audit';
import { useEntryWords } from '../../audit/components/audit-entries';
import { formatFullDate, formatWhen } from '../../student/components/relative-time';

/** Entries shown on the dashboard; the audit page has the rest. */
const LATEST = 8;

/** The newest entries of the audit trail in words, with when, and a link to the whole trail. */
export function LatestAudit() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const audit = useAudit({ per_page: LATEST });
  const { words } = useEntryWords();
  const link = (
    <Anchor component={Link} to="/admin/audit" fw={600} size="sm">
      {t('home:admin.audit.open')}
    </Anchor>
  );
  if (audit.isPending) return <ListSkeleton rows={4} />;
  if (audit.isError) return <QueryErrorPanel title={t('home:admin.audit.loadError')} query={audit} />;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="md">
        {audit.data.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('home:admin.audit.empty')}
          </Text>
        ) : (
          <UnstyledList gap="sm" label={t('home:admin.audit.listLabel')}>
            {audit.data.data.map((entry) => {
              const { sentence, details } = words(entry);
              return (
                <li key={entry.id}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {sentence}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={entry.created_at} title={formatFullDate(entry.created_at, language)}>
                      {formatWhen(entry.created_at, language, t('home:admin.system.justNow'))}
                    </time>
                    {details.length > 0 ? ` · ${details.join(' · ')}` : null}
                  </Text>
                </li>
              );
            })}
          </UnstyledList>
        )}
        <Group>{link}</Group>
      </Stack>
    </Paper>
  );
}
