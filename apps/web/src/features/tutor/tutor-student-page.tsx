import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TLinkedStudent } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconTasks } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { formatDate } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { fullName } from '../../lib/people/full-name';
import { StudentAssignmentsPanel } from '../assignments/components/student-assignments-panel';
import { useCurrentUser } from '../auth/auth-context';
import { useStudentSkills } from './api/get-student-skills';
import { useTutorStudent } from './api/get-tutor-student';
import { AttemptList } from './components/attempt-list';
import { BackToStudentsButton } from './components/back-to-students-button';
import { MasteryByTopic } from './components/mastery-by-topic';
import { StudentActivity } from './components/student-activity';
import { StudentFigures } from './components/student-figures';
import { StudentUnavailable } from './components/student-unavailable';

export default function TutorStudentPage() {
  const { t } = useTranslation();
  const studentId = Number(useParams().studentId);
  const student = useTutorStudent(studentId);
  const viewer = useCurrentUser();
  const back = <BackToStudentsButton />;

  if (student.isError) {
    return (
      <StudentUnavailable
        error={student.error}
        pageTitle={t('home:tutorStudent.pageTitle')}
        back={back}
        onRetry={() => void student.refetch()}
        retrying={student.isFetching}
      />
    );
  }
  if (student.isPending) {
    return (
      <Page title={t('home:tutorStudent.pageTitle')} actions={back}>
        <ListSkeleton rows={2} />
      </Page>
    );
  }
  const assignPath = `/tutor/students/${student.data.id}/assign`;
  return (
    <Page
      title={fullName(student.data)}
      size="xl"
      actions={
        <>
          {back}
          <Button component={Link} to={assignPath} leftSection={<IconTasks size={16} />}>
            {t('home:tutorStudent.assign')}
          </Button>
        </>
      }
    >
      <StudentDetails student={student.data} showLinkedSince={viewer.role === 'tutor'} />
      <Section title={t('home:tutorStudent.stats.label')} id="figures">
        <StudentFigures studentId={studentId} />
      </Section>
      <StudentResults studentId={studentId} />
    </Page>
  );
}

/** Mastery, activity, assignments and every answer; one "no tasks yet" when there is nothing yet. */
function StudentResults({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const skills = useStudentSkills(studentId, currentLanguage(i18n));
  const topics = skills.data ?? [];
  return (
    <>
      <Section title={t('home:tutorStudent.mastery.title')} id="mastery">
        {skills.isPending ? (
          <ListSkeleton rows={2} />
        ) : skills.isError ? (
          <QueryErrorPanel title={t('home:tutorStudent.mastery.loadError')} query={skills} />
        ) : (
          <MasteryByTopic topics={topics} />
        )}
      </Section>
      <Section title={t('home:tutorStudent.activity.title')} id="activity">
        <StudentActivity studentId={studentId} />
      </Section>
      <Section title={t('home:tutorStudent.assignments.title')} id="assignments">
        <StudentAssignmentsPanel studentId={studentId} />
      </Section>
      <Section title={t('home:tutorStudent.attempts.title')} id="attempts">
        <AttemptList studentId={studentId} topics={topics} />
      </Section>
    </>
  );
}

/** Who the student is; "linked since" only for their tutor (an admin sees no link of their own). */
function StudentDetails({ student, showLinkedSince }: { student: TLinkedStudent; showLinkedSince: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const details = [
    { label: t('home:tutorStudent.username'), value: student.username },
    { label: t('home:tutorStudent.email'), value: student.email },
    { label: t('home:tutorStudent.registered'), value: formatDate(student.created_at, language) },
    ...(showLinkedSince
      ? [{ label: t('home:tutorStudent.linkedSince'), value: formatDate(student.linked_at, language) }]
      : []),
  ];
  return (
    <Paper withBorder p="lg" bg="var(--mantine-color-white)">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: details.length }} spacing="lg" m={0}>
        {details.map(({ label, value }) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
