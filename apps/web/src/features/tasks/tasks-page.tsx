import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconBook } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function TasksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('tasks:list.pageTitle')} subtitle={t('tasks:list.intro')}>
      <EmptyPanel
        icon={<IconBook size={28} />}
        title={t('tasks:list.emptyTitle')}
        description={t('tasks:list.emptyText')}
        actions={
          <Button component={Link} to="/" variant="light">
            {t('tasks:list.toDashboard')}
          </Button>
        }
      />
    </Page>
  );
}
