import { Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAdminTutor } from '@taskas/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconSearch, IconUsers } from '../../../components/icons';
import { ListSearchInput, searchFormProps } from '../../../components/list-search-input';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useLastPageClamp, useListAddress } from '../../../lib/routing/use-list-address';
import { StatusBadge } from '../components/role-badge';
import { formatLastLogin } from '../users/last-login';
import { TUTORS_PER_PAGE, useTutors } from './get-tutors';
import { readTutorSearch, SEARCH_MAX_LENGTH, tutorSearchParams } from './tutor-search';

/** "5 minutes ago", "yesterday", a date after a week, as the account list says it; "never" without a login. */
function useLastActive() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (tutor: TAdminTutor) =>
    formatLastLogin(tutor.last_active_at, language) ?? t('home:adminTutors.neverActive');
}

function StudentsLink({ tutor }: { tutor: TAdminTutor }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`?tutor=${tutor.id}`}
      variant="light"
      size="compact-sm"
      leftSection={<IconUsers size={14} />}
      aria-label={t('home:adminTutors.openFor', { name: fullName(tutor) })}
      style={{ flexShrink: 0 }}
    >
      {t('home:adminTutors.open')}
    </Button>
  );
}

/**
 * The school's tutors, a page of 20 with a search: each with their students, status and last
 * activity, as a table on wide screens and as cards on a phone; "Students" opens the tutor's panel.
 */
export function TutorList({ emptyActions }: { emptyActions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const address = useListAddress({
    read: readTutorSearch,
    write: tutorSearchParams,
    maxLength: SEARCH_MAX_LENGTH,
  });
  const { search, update } = address;
  const tutors = useTutors({ q: search.q, page: search.page, per_page: TUTORS_PER_PAGE });
  const lastActive = useLastActive();

  const lastPage = tutors.data && !tutors.isPlaceholderData ? tutors.data.pagination.pages : null;
  useLastPageClamp(search.page, lastPage, (page) => update({ page }));

  const label = t('home:adminTutors.tableCaption');
  const studentCount = (tutor: TAdminTutor) =>
    t('home:adminTutors.studentCount', { count: tutor.student_count });

  return (
    <Stack gap="md">
      <Group {...searchFormProps(address)} align="flex-end" gap="md">
        <ListSearchInput
          address={address}
          label={t('home:adminUsers.searchLabel')}
          placeholder={t('home:adminUsers.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          style={{ flex: '1 1 280px' }}
        />
      </Group>

      {tutors.isPending ? (
        <ListSkeleton rows={5} />
      ) : tutors.isError ? (
        <QueryErrorPanel title={t('home:adminTutors.listLoadError')} query={tutors} />
      ) : tutors.data.data.length === 0 ? (
        search.q !== '' ? (
          <EmptyPanel
            icon={<IconSearch size={28} />}
            title={t('home:adminTutors.noMatchTitle')}
            description={t('home:adminTutors.noMatchText')}
            actions={
              <Button variant="default" onClick={() => address.clear({})}>
                {t('home:adminUsers.clearSearch')}
              </Button>
            }
          />
        ) : (
          <EmptyPanel
            icon={<IconUsers size={28} />}
            title={t('home:adminTutors.noTutorsTitle')}
            description={t('home:adminTutors.noTutorsText')}
            actions={emptyActions}
          />
        )
      ) : (
        <Stack
          gap="md"
          aria-busy={tutors.isPlaceholderData}
          style={{ opacity: tutors.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Text c="dimmed" size="sm" role="status">
            {t('home:adminTutors.tutorCount', { count: tutors.data.pagination.total })}
          </Text>
          <WideTable
            label={label}
            minWidth={820}
            head={
              <>
                <Table.Th>{t('home:adminUsers.columns.name')}</Table.Th>
                <Table.Th>{t('home:adminUsers.columns.email')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('home:adminTutors.columns.students')}</Table.Th>
                <Table.Th>{t('home:adminTutors.columns.status')}</Table.Th>
                <Table.Th>{t('home:adminTutors.columns.lastActive')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('home:adminUsers.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </>
            }
          >
            {tutors.data.data.map((tutor) => (
              <Table.Tr key={tutor.id}>
                <Table.Td fw={600}>{fullName(tutor)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{tutor.email}</Table.Td>
                <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(tutor.student_count, language)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={tutor.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{lastActive(tutor)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  <StudentsLink tutor={tutor} />
                </Table.Td>
              </Table.Tr>
            ))}
          </WideTable>
          <PhoneCards label={label}>
            {tutors.data.data.map((tutor) => (
              <Paper component="li" key={tutor.id} withBorder p="md" bg="var(--mantine-color-white)">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {fullName(tutor)}
                  </Text>
                  <StatusBadge status={tutor.status} />
                </Group>
                <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {tutor.email}
                </Text>
                <Text size="sm">{studentCount(tutor)}</Text>
                <Text size="sm" c="dimmed">
                  {t('home:adminTutors.lastActiveOn', { when: lastActive(tutor) })}
                </Text>
                <Group justify="flex-end" mt={4}>
                  <StudentsLink tutor={tutor} />
                </Group>
              </Paper>
            ))}
          </PhoneCards>
          <PageNav
            label={t('home:adminTutors.pagination')}
            page={tutors.data.pagination.page}
            pages={tutors.data.pagination.pages}
            scrollToTop
            onChange={(page) => update({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}
