import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconBook } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function TaskDetailPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  return (
    <Page title={t('tasks:detail.pageTitle', { id: taskId })} size="md">
      <EmptyPanel
        icon={<IconBook size={28} />}
        title={t('tasks:detail.unavailableTitle')}
        description={t('tasks:detail.unavailableText')}
        actions={
          <Button component={Link} to="/tasks" leftSection={<IconArrowLeft size={16} />}>
            {t('tasks:detail.backToList')}
          </Button>
        }
      />
    </Page>
  );
}
