import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Language, TScoreboard } from '@taskas/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconChart, IconTasks, IconUsers } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lithuanianVocative } from '../../lib/i18n/vocative';
import { useCurrentUser } from '../auth/auth-context';
import { InterestsOffer } from '../preferences/components/interests-offer';
import { usePreferences } from '../preferences/use-preferences';
import { TaskModal } from '../tasks/components/task-modal';
import { useLeaderboard } from './api/get-leaderboard';
import { useRecommendedTasks } from './api/get-recommended-tasks';
import { useScoreboard } from './api/get-scoreboard';
import { AdminScoreboard } from './components/admin-scoreboard';
import { AssignmentList } from './components/assignment-list';
import { ClassLeaderboard } from './components/class-leaderboard';
import { CompletedHistory } from './components/completed-history';
import { ConfidenceChart } from './components/confidence-chart';
import { LeaderboardTable } from './components/leaderboard-table';
import { MasteryChart } from './components/mastery-chart';
import { PracticeSettingsPanel } from './components/practice-settings-panel';
import { RecentActivityList } from './components/recent-activity-list';
import { RecommendedTaskList } from './components/recommended-task-list';
import { StatCards, StatCardsSkeleton } from './components/stat-cards';

/**
 * /student-dashboard and /scoreboard. A student sees their own dashboard; a tutor sees their
 * students' leaderboard; an admin chooses a tutor and sees that tutor's class.
 */
export default function StudentDashboardPage() {
  const user = useCurrentUser();
  if (user.role === 'student')
    return <StudentDashboard firstName={user.first_name} serverLanguage={user.preferred_language} />;
  return user.role === 'tutor' ? <TutorScoreboard /> : <AdminScoreboard />;
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
      <TaskModal taskId={openTask} onChange={setOpenTask} />
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
          <AssignmentList />
        </Section>

        {isNew ? (
          <RecommendedSection serverLanguage={serverLanguage} isNew onOpen={setOpenTask} />
        ) : (
          <SimpleGrid cols={columns} spacing="xl">
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
            <RecommendedSection serverLanguage={serverLanguage} isNew={false} onOpen={setOpenTask} />
          </SimpleGrid>
        )}

        {isNew ? null : (
          <ScoreboardPart
            title={t('scoreboard:confidence.title')}
            id="confidence"
            scoreboard={scoreboard.data}
            loading={scoreboard.isPending}
          >
            {(data) => <ConfidenceChart confidence={data.confidence} />}
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
              <PracticeSettingsPanel />
            </Section>
          </Stack>
        </SimpleGrid>

        {isNew ? null : (
          <Section title={t('scoreboard:history.title')} id="history">
            <CompletedHistory serverLanguage={serverLanguage} />
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
          <LeaderboardTable entries={leaderboard.data} />
        </Stack>
      )}
    </Section>
  );
}

function TutorScoreboard() {
  const { t } = useTranslation();
  return (
    <Page title={t('scoreboard:pageTitle')} subtitle={t('scoreboard:tutor.intro')}>
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
    </Page>
  );
}
