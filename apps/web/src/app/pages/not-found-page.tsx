import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconCompass } from '../../components/icons';
import { Page } from '../../components/page-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:notFound.title')} size="md">
      <EmptyPanel
        icon={<IconCompass size={28} />}
        description={t('common:notFound.text')}
        actions={
          <Button component={Link} to="/">
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </Page>
  );
}
