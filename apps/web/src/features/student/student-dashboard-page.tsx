import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Language, TScoreboard } from '@taskas/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconChart, IconTasks, IconUsers } from '../../components/icons';
import { useOpenedOnce } from '../../components/lazy-dialog';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lazyPart } from '../../lib/i18n/lazy-part';
import { lithuanianVocative } from '../../lib/i18n/vocative';
import { useCurrentUser } from '../auth/auth-context';
import { InterestsOffer } from '../preferences/components/interests-offer';
import { usePreferences } from '../preferences/use-preferences';
import { useLeaderboard } from './api/get-leaderboard';
import { useRecommendedTasks } from './api/get-recommended-tasks';
import { useScoreboard } from './api/get-scoreboard';
import { MasteryChart } from './components/mastery-chart';
import { RecentActivityList } from './components/recent-activity-list';
import { RecommendedTaskList } from './components/recommended-task-list';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';

// The heavier sections (the confidence chart, the tables, the settings), each a chunk of its own fetched as
// the page draws them: every one loads its own data behind a placeholder anyway, and with them the page
// would need half as much again before it could show anything.
const assignmentList = lazyPart(
  () => import('./components/assignment-list').then((module) => ({ default: module.AssignmentList })),
  ['home', 'tasks.assignments'],
);
const CompletedHistory = lazy(() =>
  import('./components/completed-history').then((module) => ({ default: module.CompletedHistory })),
);
const ConfidenceChart = lazy(() =>
  import('./components/confidence-chart').then((module) => ({ default: module.ConfidenceChart })),
);
const LeaderboardTable = lazy(() =>
  import('./components/leaderboard-table').then((module) => ({ default: module.LeaderboardTable })),
);
const PracticeSettingsPanel = lazy(() =>
  import('./components/practice-settings-panel').then((module) => ({
    default: module.PracticeSettingsPanel,
  })),
);
// A tutor's view of the page (their class's board), which students never fetch.
const ClassLeaderboard = lazy(() =>
  import('./components/class-leaderboard').then((module) => ({ default: module.ClassLeaderboard })),
);

// Fetched when a recommended task is first opened: the solver and its dialog are a page of their own.
const taskModal = lazyPart(
  () => import('../tasks/components/task-modal').then((module) => ({ default: module.TaskModal })),
  ['tasks', 'tasks.solving', 'feedback', 'modals'],
);

// An admin's view of the page, which students (its usual readers) never fetch.
const adminScoreboard = lazyPart(
  () => import('./components/admin-scoreboard').then((module) => ({ default: module.AdminScoreboard })),
  ['scoreboard'],
);

/**
 * /student-dashboard and /scoreboard. A student sees their own dashboard; a tutor sees their
 * students' leaderboard; an admin chooses a tutor and sees that tutor's class.
 */
export default function StudentDashboardPage() {
  const user = useCurrentUser();
  if (user.role === 'student')
    return <StudentDashboard firstName={user.first_name} serverLanguage={user.preferred_language} />;
  if (user.role === 'tutor') return <TutorScoreboard />;
  return (
    <Suspense fallback={<ListSkeleton rows={4} />}>
      <adminScoreboard.Component />
    </Suspense>
  );
}

/**
 * Every section loads, fails and retries on its own. The scoreboard decides the shape: a student who
 * has never answered gets a way into practice instead of a wall of zeros. `serverLanguage` is the
 * account's saved language, the one the server names topics in.
 */
function StudentDashboard({ firstName, serverLanguage }: { firstName: string; serverLanguage: Language }) {
  const { t, i18n } = useTranslation();
  const name = currentLanguage(i18n) === 'lt' ? lithuanianVocative(firstName) : firstName.trim();
  const scoreboard = useScoreboard(serverLanguage);
  const isNew = scoreboard.data?.attempts === 0;
  // Without the scoreboard's own sections (new student, failed load) a second column would stand empty.
  const columns = { base: 1, md: isNew || scoreboard.isError ? 1 : 2 };
  // A recommended task opens in the task modal, kept here so it stays open whatever the sections do.
  const [openTask, setOpenTask] = useState<number | null>(null);
  const taskModalUsed = useOpenedOnce(openTask !== null);

  return (
    <Page
      title={name ? t('home:student.greeting', { name }) : t('home:student.greetingNoName')}
      subtitle={t('home:student.intro')}
      actions={
        <Button component={Link} to="/tasks">
          {t('home:student.startSolving')}
        </Button>
      }
    >
      {taskModalUsed ? (
        <Suspense fallback={null}>
          <taskModal.Component taskId={openTask} onChange={setOpenTask} />
        </Suspense>
      ) : null}
      <Stack gap="xl">
        <InterestsOffer />
        <Section title={t('home:student.progressTitle')} id="progress">
          {scoreboard.isPending ? (
            <StatCardsSkeleton />
          ) : scoreboard.isError ? (
            <QueryErrorPanel title={t('scoreboard:stats.loadError')} query={scoreboard} />
          ) : isNew ? (
            <EmptyPanel
              icon={<IconChart size={28} />}
              title={t('home:student.noProgressTitle')}
              description={t('home:student.noProgressText')}
              actions={
                <Button component={Link} to="/tasks" size="md" variant="light">
                  {t('scoreboard:firstTask')}
                </Button>
              }
            />
          ) : (
            <StatCards scoreboard={scoreboard.data} />
          )}
        </Section>

        <Section title={t('home:student.assignmentsTitle')} id="assignments">
          {/* The list's own placeholder while it loads, so nothing moves when it arrives. */}
          <Suspense fallback={<ListSkeleton rows={2} />}>
            <assignmentList.Component />
          </Suspense>
        </Section>

        {/* One place for the recommendations whether or not the student is new, so they are not drawn
            anew (and a task being picked lost) when the scoreboard arrives and says which. */}
        <SimpleGrid cols={columns} spacing="xl">
          {isNew ? null : (
            <ScoreboardPart
              title={t('scoreboard:mastery.title')}
              id="mastery"
              scoreboard={scoreboard.data}
              loading={scoreboard.isPending}
            >
              {(data) =>
                data.mastery_by_topic.length > 0 ? (
                  <MasteryChart topics={data.mastery_by_topic} />
                ) : (
                  <EmptyPanel
                    icon={<IconChart size={28} />}
                    title={t('scoreboard:mastery.emptyTitle')}
                    description={t('scoreboard:mastery.emptyText')}
                  />
                )
              }
            </ScoreboardPart>
          )}
          <RecommendedSection serverLanguage={serverLanguage} isNew={isNew} onOpen={setOpenTask} />
        </SimpleGrid>

        {isNew ? null : (
          <ScoreboardPart
            title={t('scoreboard:confidence.title')}
            id="confidence"
            scoreboard={scoreboard.data}
            loading={scoreboard.isPending}
          >
            {(data) => (
              <Suspense fallback={<ListSkeleton rows={4} />}>
                <ConfidenceChart confidence={data.confidence} />
              </Suspense>
            )}
          </ScoreboardPart>
        )}

        <SimpleGrid cols={columns} spacing="xl">
          {isNew ? null : (
            <ScoreboardPart
              title={t('scoreboard:activity.title')}
              id="activity"
              scoreboard={scoreboard.data}
              loading={scoreboard.isPending}
            >
              {(data) => <RecentActivityList items={data.recent_activity} />}
            </ScoreboardPart>
          )}
          <Stack gap="xl">
            <StudentLeaderboardSection />
            <Section title={t('scoreboard:settings.title')} id="practice-settings">
              <Suspense fallback={<ListSkeleton rows={3} />}>
                <PracticeSettingsPanel />
              </Suspense>
            </Section>
          </Stack>
        </SimpleGrid>

        {isNew ? null : (
          <Section title={t('scoreboard:history.title')} id="history">
            <Suspense fallback={<ListSkeleton rows={4} />}>
              <CompletedHistory serverLanguage={serverLanguage} />
            </Suspense>
          </Section>
        )}
      </Stack>
    </Page>
  );
}

/**
 * A section drawn from the scoreboard: a placeholder while it loads; nothing when it failed, since
 * the progress section above already says so and offers the retry.
 */
function ScoreboardPart({
  title,
  id,
  scoreboard,
  loading,
  children,
}: {
  title: string;
  id: string;
  scoreboard: TScoreboard | undefined;
  loading: boolean;
  children: (scoreboard: TScoreboard) => ReactNode;
}) {
  if (!loading && !scoreboard) return null;
  return (
    <Section title={title} id={id}>
      {scoreboard ? children(scoreboard) : <ListSkeleton rows={4} />}
    </Section>
  );
}

/** The next tasks to practise; for a new student, where to start (left out when there are none). */
function RecommendedSection({
  serverLanguage,
  isNew,
  onOpen,
}: {
  serverLanguage: Language;
  isNew: boolean;
  onOpen: (taskId: number) => void;
}) {
  const { t } = useTranslation();
  const recommended = useRecommendedTasks(serverLanguage);
  if (isNew && recommended.data?.length === 0) return null;
  return (
    <Section
      title={t(isNew ? 'scoreboard:recommended.titleNew' : 'scoreboard:recommended.title')}
      id="recommended"
    >
      {recommended.isPending ? (
        <ListSkeleton rows={3} />
      ) : recommended.isError ? (
        <QueryErrorPanel title={t('scoreboard:recommended.loadError')} query={recommended} />
      ) : recommended.data.length > 0 ? (
        <RecommendedTaskList items={recommended.data} onOpen={onOpen} />
      ) : (
        <EmptyPanel
          icon={<IconTasks size={28} />}
          title={t('scoreboard:recommended.emptyTitle')}
          description={t('scoreboard:recommended.emptyText')}
          actions={
            <Button component={Link} to="/tasks" variant="light">
              {t('scoreboard:recommended.browse')}
            </Button>
          }
        />
      )}
    </Section>
  );
}

/**
 * The student's class, when they have one: an empty board means no tutor (the student is on their
 * own board unless they opted out), so the section only appears with someone on it.
 */
function StudentLeaderboardSection() {
  const { t } = useTranslation();
  const leaderboard = useLeaderboard();
  const optedOut = usePreferences().preferences.leaderboardOptOut;
  if (leaderboard.isSuccess && leaderboard.data.length === 0) return null;
  return (
    <Section title={t('scoreboard:leaderboard.title')} id="leaderboard">
      {leaderboard.isPending ? (
        <ListSkeleton rows={3} />
      ) : leaderboard.isError ? (
        <QueryErrorPanel title={t('scoreboard:leaderboard.loadError')} query={leaderboard} />
      ) : (
        <Stack gap="xs">
          {optedOut ? (
            <Text size="sm" c="dimmed">
              {t('scoreboard:leaderboard.optedOut')}
            </Text>
          ) : null}
          <Suspense fallback={<ListSkeleton rows={3} />}>
            <LeaderboardTable entries={leaderboard.data} />
          </Suspense>
        </Stack>
      )}
    </Section>
  );
}

function TutorScoreboard() {
  const { t } = useTranslation();
  return (
    <Page title={t('scoreboard:pageTitle')} subtitle={t('scoreboard:tutor.intro')}>
      <Suspense fallback={<ListSkeleton rows={4} />}>
        <ClassLeaderboard
          title={t('scoreboard:tutor.leaderboardTitle')}
          empty={
            <EmptyPanel
              icon={<IconUsers size={28} />}
              title={t('scoreboard:tutor.noStudentsTitle')}
              description={t('scoreboard:tutor.noStudentsText')}
              actions={
                <Button component={Link} to="/tutor/dashboard" variant="light">
                  {t('scoreboard:tutor.openStudents')}
                </Button>
              }
            />
          }
        />
      </Suspense>
    </Page>
  );
}
