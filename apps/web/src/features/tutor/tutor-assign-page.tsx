import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconTasks } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function TutorAssignPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  return (
    <Page
      title={t('home:tutorAssign.pageTitle')}
      subtitle={t('home:tutorAssign.subtitle', { id: studentId })}
      actions={
        <Button
          component={Link}
          to={`/tutor/students/${studentId}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('home:tutorAssign.back')}
        </Button>
      }
    >
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('home:tutorAssign.noTasksTitle')}
        description={t('home:tutorAssign.noTasksText')}
      />
    </Page>
  );
}
