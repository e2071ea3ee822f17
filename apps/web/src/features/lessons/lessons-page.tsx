import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconChart } from '../../components/icons';
import { Page, Section } from '../../components/page-layout';
import { useCurrentUser } from '../auth/auth-context';
import { LessonList } from './components/lesson-list';
import { StartLessonPanel } from './components/start-lesson-panel';

/**
 * /lessons: a student starts a lesson (picked for them, or on a skill they choose) and finds their
 * lessons; a tutor or admin sees their students' lessons, with the way to their effectiveness.
 */
export default function LessonsPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const student = role === 'student';
  return (
    <Page
      title={t(student ? 'tasks:lessons.list.pageTitle' : 'tasks:lessons.list.tutorTitle')}
      subtitle={t(student ? 'tasks:lessons.list.intro' : 'tasks:lessons.list.tutorIntro')}
      actions={
        student ? undefined : (
          <Button
            component={Link}
            to="/lessons/effectiveness"
            variant="default"
            leftSection={<IconChart size={16} />}
          >
            {t('tasks:lessons.effectiveness.pageTitle')}
          </Button>
        )
      }
    >
      {student ? <StartLessonPanel /> : null}
      <Section
        title={t(student ? 'tasks:lessons.list.title' : 'tasks:lessons.list.tutorListTitle')}
        id="lessons-list"
      >
        <LessonList showStudent={!student} />
      </Section>
    </Page>
  );
}
