import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconChart, IconTasks, IconTrophy } from '../../components/icons';
import { Page, Section } from '../../components/page-layout';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lithuanianVocative } from '../../lib/i18n/vocative';
import { useCurrentUser } from '../auth/auth-context';

/**
 * /student-dashboard and /scoreboard. A student sees their own dashboard; tutors and admins who
 * open the scoreboard see the students' results board.
 */
export default function StudentDashboardPage() {
  const user = useCurrentUser();
  return user.role === 'student' ? <StudentDashboard firstName={user.first_name} /> : <Scoreboard />;
}

function StudentDashboard({ firstName }: { firstName: string }) {
  const { t, i18n } = useTranslation();
  const name = currentLanguage(i18n) === 'lt' ? lithuanianVocative(firstName) : firstName.trim();
  return (
    <Page
      title={name ? t('home:student.greeting', { name }) : t('home:student.greetingNoName')}
      subtitle={t('home:student.intro')}
    >
      <Stack gap="xl">
        <Section title={t('home:student.progressTitle')} id="progress">
          <EmptyPanel
            icon={<IconChart size={28} />}
            title={t('home:student.noProgressTitle')}
            description={t('home:student.noProgressText')}
            actions={
              <Button component={Link} to="/tasks" size="md">
                {t('home:student.startSolving')}
              </Button>
            }
          />
        </Section>
        <Section title={t('home:student.assignmentsTitle')} id="assignments">
          <EmptyPanel
            icon={<IconTasks size={28} />}
            title={t('home:student.noAssignmentsTitle')}
            description={t('home:student.noAssignmentsText')}
          />
        </Section>
      </Stack>
    </Page>
  );
}

function Scoreboard() {
  const { t } = useTranslation();
  return (
    <Page title={t('scoreboard:pageTitle')} subtitle={t('scoreboard:intro')}>
      <EmptyPanel
        icon={<IconTrophy size={28} />}
        title={t('scoreboard:emptyTitle')}
        description={t('scoreboard:emptyText')}
        actions={
          <Button component={Link} to="/tasks" variant="light">
            {t('common:actions.browseTasks')}
          </Button>
        }
      />
    </Page>
  );
}
