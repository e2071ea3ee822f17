import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { AccountList } from './components/account-list';

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
      <AccountList
        emptyTitle={t('home:adminUsers.noUsersTitle')}
        emptyText={t('home:adminUsers.noUsersText')}
      />
    </Page>
  );
}
