import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconUsers } from '../../components/icons';
import { Page } from '../../components/page-layout';

export default function AdminUserManagementPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('home:adminUsers.pageTitle')}
      actions={
        <Button
          component={Link}
          to="/admin-dashboard"
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('home:adminUsers.back')}
        </Button>
      }
    >
      <EmptyPanel
        icon={<IconUsers size={28} />}
        title={t('home:adminUsers.noUsersTitle')}
        description={t('home:adminUsers.noUsersText')}
      />
    </Page>
  );
}
