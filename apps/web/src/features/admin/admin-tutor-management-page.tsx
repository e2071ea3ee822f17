import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconSchool } from '../../components/icons';
import { Page } from '../../components/page-layout';

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
      <EmptyPanel
        icon={<IconSchool size={28} />}
        title={t('home:adminTutors.noTutorsTitle')}
        description={t('home:adminTutors.noTutorsText')}
      />
    </Page>
  );
}
