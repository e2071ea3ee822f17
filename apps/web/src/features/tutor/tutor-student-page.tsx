import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconArrowLeft, IconChart } from '../../components/icons';
import { Page, Section } from '../../components/page-layout';

export default function TutorStudentPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  return (
    <Page
      title={t('home:tutorStudent.pageTitle')}
      subtitle={t('home:tutorStudent.subtitle', { id: studentId })}
      actions={
        <>
          <Button
            component={Link}
            to="/tutor/dashboard"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('home:tutorStudent.back')}
          </Button>
          <Button component={Link} to={`/tutor/students/${studentId}/assign`}>
            {t('home:tutorStudent.assign')}
          </Button>
        </>
      }
    >
      <Section title={t('home:tutorStudent.resultsTitle')} id="results">
        <EmptyPanel
          icon={<IconChart size={28} />}
          title={t('home:tutorStudent.noResultsTitle')}
          description={t('home:tutorStudent.noResultsText')}
        />
      </Section>
    </Page>
  );
}
