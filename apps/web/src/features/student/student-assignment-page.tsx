import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconTasks } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function StudentAssignmentPage() {
  const { t } = useTranslation();
  const { assignmentId = '' } = useParams();
  return (
    <Page title={t('tasks:assignment.pageTitle', { id: assignmentId })} size="md">
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('tasks:assignment.unavailableTitle')}
        description={t('tasks:assignment.unavailableText')}
        actions={
          <Button component={Link} to="/student-dashboard">
            {t('tasks:assignment.backToDashboard')}
          </Button>
        }
      />
    </Page>
  );
}
