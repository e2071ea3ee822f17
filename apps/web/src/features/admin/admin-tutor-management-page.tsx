import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { AccountList } from './components/account-list';

export default function AdminTutorManagementPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('home:adminTutors.pageTitle')}
      actions={
        <Button
          component={Link}
          to="/admin-dashboard"
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('home:adminTutors.back')}
        </Button>
      }
    >
      <AccountList
        fixedRole="tutor"
        emptyTitle={t('home:adminTutors.noTutorsTitle')}
        emptyText={t('home:adminTutors.noTutorsText')}
      />
    </Page>
  );
}
