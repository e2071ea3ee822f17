import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconLock } from '../../components/icons';
import { Page } from '../../components/page-layout';

/** What a user sees on a page of another role (a student on a tutor page, a tutor on an admin page). */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('common:noAccess.title')} size="md">
      <EmptyPanel
        icon={<IconLock size={28} />}
        description={t('common:noAccess.text')}
        actions={
          <Button component={Link} to="/">
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </Page>
  );
}
