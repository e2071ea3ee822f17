import { Alert, Button, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconLock, IconSearch, IconShield } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { PageNav } from '../../components/page-nav';
import { formatNumber } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useLastPageClamp } from '../../lib/routing/use-list-address';
import { AUDIT_PER_PAGE, useAudit } from './api/get-audit';
import {
  auditSearchParams,
  isFiltered,
  NO_AUDIT_FILTERS,
  readAuditSearch,
  type TAuditSearch,
} from './audit-search';
import { AuditEntries } from './components/audit-entries';
import { AuditFilters } from './components/audit-filters';

/**
 * /admin/audit: who did what to whom, when and from where, newest first, filtered by action, actor,
 * the account concerned and days (all kept in the address). Read only: entries are never changed.
 */
export default function AuditTrailPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  // Two changes before the next render (a picker clearing itself, then a page) must both land.
  const latest = useRef(params);
  latest.current = params;
  const update = (changes: Partial<TAuditSearch>) => {
    const next = auditSearchParams({ ...readAuditSearch(latest.current), ...changes });
    latest.current = next;
    setParams(next, { replace: true });
  };
  const filter = (changes: Partial<TAuditSearch>) => update({ ...changes, page: 1 });

  const audit = useAudit({
    action: search.action ?? undefined,
    actor_id: search.actor ?? undefined,
    target_id: search.target ?? undefined,
    from: search.from ?? undefined,
    to: search.to ?? undefined,
    page: search.page,
    per_page: AUDIT_PER_PAGE,
  });
  const filtered = isFiltered(search);
  const lastPage = audit.data && !audit.isPlaceholderData ? Math.max(1, audit.data.pagination.pages) : null;
  useLastPageClamp(search.page, lastPage, (page) => update({ page }));

  return (
    <Page title={t('home:audit.pageTitle')} subtitle={t('home:audit.intro')} size="xl">
      <Alert
        variant="light"
        color="gray"
        icon={<IconLock size={18} />}
        title={t('home:audit.immutableTitle')}
      >
        {t('home:audit.immutableText')}
      </Alert>
      <AuditFilters
        search={search}
        onChange={filter}
        onClear={() => update(NO_AUDIT_FILTERS)}
        filtered={filtered}
      />
      {audit.isPending ? (
        <ListSkeleton rows={6} />
      ) : audit.isError ? (
        <QueryErrorPanel title={t('home:audit.loadError')} query={audit} />
      ) : audit.data.data.length === 0 ? (
        filtered ? (
          <EmptyPanel
            icon={<IconSearch size={28} />}
            title={t('home:audit.noMatchTitle')}
            description={t('home:audit.noMatchText')}
            actions={
              <Button variant="default" onClick={() => update(NO_AUDIT_FILTERS)}>
                {t('home:audit.filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyPanel
            icon={<IconShield size={28} />}
            title={t('home:audit.emptyTitle')}
            description={t('home:audit.emptyText')}
          />
        )
      ) : (
        <Stack
          gap="md"
          aria-busy={audit.isPlaceholderData}
          style={{ opacity: audit.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Text c="dimmed" size="sm" role="status">
            {t('home:audit.entriesCount', {
              count: audit.data.pagination.total,
              formatted: formatNumber(audit.data.pagination.total, language),
            })}
          </Text>
          <AuditEntries entries={audit.data.data} />
          <PageNav
            label={t('home:audit.pagination')}
            page={audit.data.pagination.page}
            pages={audit.data.pagination.pages}
            scrollToTop
            onChange={(page) => update({ page })}
          />
        </Stack>
      )}
    </Page>
  );
}
