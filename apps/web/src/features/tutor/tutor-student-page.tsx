import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TLinkedStudent } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconChart, IconTasks } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { formatDate } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { fullName } from '../../lib/people/full-name';
import { useCurrentUser } from '../auth/auth-context';
import { useTutorStudent } from './api/get-tutor-student';
import { BackToStudentsButton } from './components/back-to-students-button';
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
  return (
    <Page
      title={fullName(student.data)}
      actions={
        <>
          {back}
          <Button
            component={Link}
            to={`/tutor/students/${student.data.id}/assign`}
            leftSection={<IconTasks size={16} />}
          >
            {t('home:tutorStudent.assign')}
          </Button>
        </>
      }
    >
      <StudentDetails student={student.data} showLinkedSince={viewer.role === 'tutor'} />
      <Section title={t('home:tutorStudent.resultsTitle')} id="results">
        <EmptyPanel
          icon={<IconChart size={28} />}
          title={t('home:tutorStudent.noResultsTitle')}
          description={t('home:tutorStudent.noResultsText')}
        />
      </Section>
    </Page>
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
