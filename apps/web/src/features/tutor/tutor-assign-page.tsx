import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconTasks } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { fullName } from '../../lib/people/full-name';
import { useTutorStudent } from './api/get-tutor-student';
import { StudentUnavailable } from './components/student-unavailable';

export default function TutorAssignPage() {
  const { t } = useTranslation();
  const studentId = Number(useParams().studentId);
  const student = useTutorStudent(studentId);
  const back = (
    <Button
      component={Link}
      to={`/tutor/students/${studentId}`}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('home:tutorAssign.back')}
    </Button>
  );
  if (student.isError) {
    return (
      <StudentUnavailable
        error={student.error}
        pageTitle={t('home:tutorAssign.pageTitle')}
        back={back}
        onRetry={() => void student.refetch()}
        retrying={student.isFetching}
      />
    );
  }
  return (
    <Page
      title={t('home:tutorAssign.pageTitle')}
      subtitle={
        student.data
          ? t('home:tutorAssign.assigningTo', { name: fullName(student.data) })
          : t('common:loading.page')
      }
      actions={back}
    >
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('home:tutorAssign.noTasksTitle')}
        description={t('home:tutorAssign.noTasksText')}
      />
    </Page>
  );
}
