import { Box, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DASHBOARD_SORTS, type DashboardSort } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconSearch, IconTasks, IconUsers } from '../../components/icons';
import { ListSearchInput, searchFormProps } from '../../components/list-search-input';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { PageNav } from '../../components/page-nav';
import { formatNumber } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useLastPageClamp, useListAddress } from '../../lib/routing/use-list-address';
import { useCurrentUser } from '../auth/auth-context';
import { type TDashboardQuery, useTutorDashboard } from './api/get-tutor-dashboard';
import { ClassOverview } from './components/class-overview';
import { ClassTable, FIRST_ORDER, type TSortState } from './components/class-table';
import { InviteCard } from './components/invite-card';
import { assignPath, WeakestSkills } from './components/weakest-skills';

const SEARCH_MAX = 100;

function readAddress(params: URLSearchParams): TDashboardQuery {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  const known = DASHBOARD_SORTS.includes(sort as DashboardSort) ? (sort as DashboardSort) : 'name';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    sort: known,
    order: order === 'asc' || order === 'desc' ? order : FIRST_ORDER[known],
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function writeAddress(search: TDashboardQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sort !== 'name') params.set('sort', search.sort);
  if (search.order !== FIRST_ORDER[search.sort]) params.set('order', search.order);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

export default function TutorDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('home:tutor.pageTitle')} subtitle={t('home:tutor.intro')} size="xl">
      {user.role === 'tutor' ? <TutorClass /> : <AdminHasNoStudents />}
    </Page>
  );
}

function InviteSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('home:tutor.invite.title')} id="invite">
      <InviteCard />
    </Section>
  );
}

function TutorClass() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const address = useListAddress({ read: readAddress, write: writeAddress, maxLength: SEARCH_MAX });
  const { search } = address;
  const dashboard = useTutorDashboard(search, language);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const pagination = dashboard.data?.pagination ?? null;
  useLastPageClamp(search.page, dashboard.isPlaceholderData ? null : (pagination?.pages ?? null), (page) =>
    address.update({ page }),
  );

  if (dashboard.isPending) {
    return (
      <Stack gap="xl" role="status" aria-busy="true">
        <Group grow gap="md" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={112} radius="md" />
          ))}
        </Group>
        <ListSkeleton rows={5} />
      </Stack>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        <Section title={t('home:tutor.studentsTitle')} id="students">
          <QueryErrorPanel title={t('home:tutor.loadError')} query={dashboard} />
        </Section>
        <InviteSection />
      </>
    );
  }

  const { students, class: summary } = dashboard.data;
  if (summary.students === 0) {
    return (
      <>
        <InviteSection />
        <Section title={t('home:tutor.studentsTitle')} id="students">
          <EmptyPanel
            icon={<IconUsers size={28} />}
            title={t('home:tutor.noStudentsTitle')}
            description={t('home:tutor.noStudentsText')}
            actions={
              <>
                <Button component={Link} to="/tasks">
                  {t('home:tutor.browseTasks')}
                </Button>
                <Button component={Link} to="/prompts" variant="default">
                  {t('home:tutor.openPrompts')}
                </Button>
              </>
            }
          />
        </Section>
      </>
    );
  }

  const sortState: TSortState = { sort: search.sort, order: search.order };
  const onSort = (next: TSortState) => address.update({ ...next, page: 1 });
  const select = (ids: number[], chosen: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (chosen) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // Students removed meanwhile are no longer anyone's to assign to.
  const chosen = summary.student_ids.filter((id) => selected.has(id));
  const number = (value: number) => formatNumber(value, language);

  return (
    <>
      <Section title={t('home:tutor.overview.title')} id="overview">
        <ClassOverview summary={summary} />
      </Section>
      <Section title={t('home:tutor.studentsTitle')} id="students">
        <Stack gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Box {...searchFormProps(address)} style={{ flex: '1 1 280px', maxWidth: 420 }}>
              <ListSearchInput
                address={address}
                label={t('home:tutor.search.label')}
                placeholder={t('home:tutor.search.placeholder')}
                maxLength={SEARCH_MAX}
              />
            </Box>
            <Select
              hiddenFrom="sm"
              label={t('home:tutor.sort.label')}
              data={DASHBOARD_SORTS.flatMap((sort) =>
                (['asc', 'desc'] as const).map((order) => ({
                  value: `${sort}:${order}`,
                  label: t(`home:tutor.sort.${sort}_${order}`),
                })),
              )}
              value={`${search.sort}:${search.order}`}
              onChange={(value) => {
                if (!value) return;
                const [sort, order] = value.split(':') as [DashboardSort, 'asc' | 'desc'];
                onSort({ sort, order });
              }}
              allowDeselect={false}
              style={{ flex: '1 1 200px' }}
            />
          </Group>
          <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm" aria-live="polite">
                {chosen.length === 0
                  ? t('home:tutor.selection.none')
                  : t('home:tutor.selection.count', {
                      count: chosen.length,
                      formatted: number(chosen.length),
                    })}
              </Text>
              <Group gap="sm" wrap="wrap">
                {chosen.length > 0 ? (
                  <Button variant="subtle" size="sm" onClick={() => setSelected(new Set())}>
                    {t('home:tutor.selection.clear')}
                  </Button>
                ) : null}
                {chosen.length > 0 ? (
                  <Button
                    component={Link}
                    to={assignPath(chosen)}
                    size="sm"
                    leftSection={<IconTasks size={16} />}
                  >
                    {t('home:tutor.selection.assignSelected')}
                  </Button>
                ) : (
                  <Button size="sm" disabled leftSection={<IconTasks size={16} />}>
                    {t('home:tutor.selection.assignSelected')}
                  </Button>
                )}
                <Button
                  component={Link}
                  to={assignPath(summary.student_ids)}
                  size="sm"
                  variant="default"
                  leftSection={<IconUsers size={16} />}
                >
                  {t('home:tutor.selection.assignAll')}
                </Button>
              </Group>
            </Group>
          </Paper>
          {students.length === 0 ? (
            <EmptyPanel
              icon={<IconSearch size={28} />}
              title={t('home:tutor.search.noneTitle')}
              description={t('home:tutor.search.noneText', { q: search.q })}
              actions={
                <Button variant="default" onClick={() => address.clear({})}>
                  {t('home:tutor.search.clear')}
                </Button>
              }
            />
          ) : (
            <Box style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <ClassTable
                students={students}
                sort={sortState}
                onSort={onSort}
                selected={selected}
                onSelect={select}
              />
            </Box>
          )}
          {pagination ? (
            <PageNav
              label={t('home:tutor.pagination')}
              page={search.page}
              pages={pagination.pages}
              onChange={(page) => address.update({ page })}
            />
          ) : null}
        </Stack>
      </Section>
      <Section title={t('home:tutor.weakest.title')} id="weakest">
        <WeakestSkills skills={summary.weakest_skills} />
      </Section>
      <InviteSection />
    </>
  );
}

/** Admins may open tutor pages, but the server keeps no students of their own: say so, and where to look. */
function AdminHasNoStudents() {
  const { t } = useTranslation();
  return (
    <Section title={t('home:tutor.studentsTitle')} id="students">
      <EmptyPanel
        icon={<IconUsers size={28} />}
        title={t('home:tutor.adminTitle')}
        description={t('home:tutor.adminText')}
        actions={
          <Button component={Link} to="/admin/user-management?role=student">
            {t('home:tutor.adminAction')}
          </Button>
        }
      />
    </Section>
  );
}
