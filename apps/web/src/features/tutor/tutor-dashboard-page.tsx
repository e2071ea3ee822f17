import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconUsers } from '../../components/icons';
import { Page, Section } from '../../components/page-layout';

export default function TutorDashboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home:tutor.pageTitle')} subtitle={t('home:tutor.intro')}>
      <Section title={t('home:tutor.studentsTitle')} id="students">
        <EmptyPanel
          icon={<IconUsers size={28} />}
          title={t('home:tutor.noStudentsTitle')}
          description={t('home:tutor.noStudentsText')}
          actions={
            <>
              <Button component={Link} to="/tasks">
                {t('home:tutor.browseTasks')}
              </Button>
              <Button component={Link} to="/prompts" variant="default">
                {t('home:tutor.openPrompts')}
              </Button>
            </>
          }
        />
      </Section>
    </Page>
  );
}
