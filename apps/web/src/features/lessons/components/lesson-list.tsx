import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TLessonSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconBook } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useLastPageClamp } from '../../../lib/routing/use-list-address';
import { useLessons } from '../api/lessons-api';
import { LessonReasonBadge, LessonStatusBadge } from './lesson-badges';

/** `?page=` of the list; anything unusable is the first page. */
function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * The lessons, newest first, a page at a time (the page kept in the address): a table on wider screens,
 * cards on a phone. `showStudent` adds whose lesson it is, for tutors and admins.
 */
export function LessonList({ showStudent }: { showStudent: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const lessons = useLessons({ page });
  const toPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true });
  const lastPage =
    lessons.data && !lessons.isPlaceholderData ? Math.max(1, lessons.data.pagination.pages) : null;
  useLastPageClamp(page, lastPage, toPage);

  if (lessons.isPending) return <ListSkeleton rows={4} />;
  if (lessons.isError) return <QueryErrorPanel title={t('tasks:lessons.list.loadError')} query={lessons} />;
  if (lessons.data.data.length === 0) {
    return (
      <EmptyPanel
        icon={<IconBook size={28} />}
        title={t(showStudent ? 'tasks:lessons.list.emptyTutorTitle' : 'tasks:lessons.list.emptyTitle')}
        description={t(showStudent ? 'tasks:lessons.list.emptyTutorText' : 'tasks:lessons.list.emptyText')}
      />
    );
  }
  return (
    <Stack
      gap="md"
      aria-busy={lessons.isPlaceholderData}
      style={{ opacity: lessons.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
    >
      <Text c="dimmed" size="sm" role="status">
        {t('tasks:lessons.list.count', { count: lessons.data.pagination.total })}
      </Text>
      <LessonTable lessons={lessons.data.data} showStudent={showStudent} />
      <LessonCards lessons={lessons.data.data} showStudent={showStudent} />
      <PageNav
        label={t('tasks:lessons.list.pagination')}
        page={lessons.data.pagination.page}
        pages={lessons.data.pagination.pages}
        scrollToTop
        onChange={toPage}
      />
    </Stack>
  );
}

/** The cells both layouts share, in the user's language. */
function useLessonParts() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (n: number) => formatNumber(n, language);
  return {
    date: (lesson: TLessonSummary) => formatDate(lesson.created_at, language, { dateStyle: 'medium' }),
    check: (lesson: TLessonSummary) =>
      lesson.check_result
        ? t('tasks:lessons.check.short', {
            correct: number(lesson.check_result.correct),
            total: number(lesson.check_result.total),
          })
        : t('tasks:lessons.list.noCheckYet'),
    rating: (lesson: TLessonSummary) =>
      lesson.feedback
        ? t('tasks:lessons.feedback.ratingValue', { rating: number(lesson.feedback.rating), max: number(5) })
        : t('tasks:lessons.list.notRated'),
  };
}

function SkillLink({ lesson }: { lesson: TLessonSummary }) {
  return (
    <Anchor component={Link} to={`/lessons/${lesson.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {lesson.skill}
    </Anchor>
  );
}

function LessonTable({ lessons, showStudent }: { lessons: TLessonSummary[]; showStudent: boolean }) {
  const { t } = useTranslation();
  const parts = useLessonParts();
  return (
    <WideTable
      label={t('tasks:lessons.list.label')}
      minWidth={showStudent ? 980 : 860}
      head={
        <>
          {showStudent ? <Table.Th>{t('tasks:lessons.fields.student')}</Table.Th> : null}
          <Table.Th>{t('tasks:lessons.fields.skill')}</Table.Th>
          <Table.Th>{t('tasks:lessons.fields.reason')}</Table.Th>
          <Table.Th>{t('tasks:lessons.fields.status')}</Table.Th>
          <Table.Th>{t('tasks:lessons.fields.check')}</Table.Th>
          <Table.Th>{t('tasks:lessons.fields.date')}</Table.Th>
          <Table.Th>{t('tasks:lessons.fields.rating')}</Table.Th>
        </>
      }
    >
      {lessons.map((lesson) => (
        <Table.Tr key={lesson.id}>
          {showStudent ? <Table.Td>{fullName(lesson.student)}</Table.Td> : null}
          <Table.Td>
            <SkillLink lesson={lesson} />
            <Text size="sm" c="dimmed">
              {lesson.topic}
            </Text>
          </Table.Td>
          <Table.Td>
            <LessonReasonBadge reason={lesson.reason} />
          </Table.Td>
          <Table.Td>
            <LessonStatusBadge status={lesson.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{parts.check(lesson)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{parts.date(lesson)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{parts.rating(lesson)}</Table.Td>
        </Table.Tr>
      ))}
    </WideTable>
  );
}

function LessonCards({ lessons, showStudent }: { lessons: TLessonSummary[]; showStudent: boolean }) {
  const { t } = useTranslation();
  const parts = useLessonParts();
  return (
    <PhoneCards label={t('tasks:lessons.list.label')}>
      {lessons.map((lesson) => (
        <Paper component="li" key={lesson.id} withBorder p="md" bg="var(--mantine-color-white)">
          <Stack gap={6}>
            {showStudent ? (
              <Text size="sm" fw={600}>
                {fullName(lesson.student)}
              </Text>
            ) : null}
            <SkillLink lesson={lesson} />
            <Text size="sm" c="dimmed">
              {lesson.topic} · {parts.date(lesson)}
            </Text>
            <Group gap="xs">
              <LessonReasonBadge reason={lesson.reason} />
              <LessonStatusBadge status={lesson.status} />
            </Group>
            <Text size="sm">
              {t('tasks:lessons.list.cardFacts', {
                check: parts.check(lesson),
                rating: parts.rating(lesson),
              })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </PhoneCards>
  );
}
