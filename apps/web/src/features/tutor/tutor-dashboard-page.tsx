import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconUsers } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page, Section } from '../../components/page-layout';
import { useCurrentUser } from '../auth/auth-context';
import { useTutorStudents } from './api/get-tutor-students';
import { InviteCard } from './components/invite-card';
import { StudentList } from './components/student-list';

export default function TutorDashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('home:tutor.pageTitle')} subtitle={t('home:tutor.intro')}>
      {user.role === 'tutor' ? (
        <Section title={t('home:tutor.invite.title')} id="invite">
          <InviteCard />
        </Section>
      ) : null}
      <Section title={t('home:tutor.studentsTitle')} id="students">
        {user.role === 'tutor' ? <MyStudents /> : <AdminHasNoStudents />}
      </Section>
    </Page>
  );
}

function MyStudents() {
  const { t } = useTranslation();
  const students = useTutorStudents();
  if (students.isPending) return <ListSkeleton />;
  if (students.isError) {
    return <QueryErrorPanel title={t('home:tutor.loadError')} query={students} />;
  }
  if (students.data.length > 0) return <StudentList students={students.data} />;
  return (
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
  );
}

/** Admins may open tutor pages, but the server keeps no students of their own: say so, and where to look. */
function AdminHasNoStudents() {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      icon={<IconUsers size={28} />}
      title={t('home:tutor.adminTitle')}
      description={t('home:tutor.adminText')}
      actions={
        <Button component={Link} to="/admin/user-management?role=student">
          {t('home:tutor.adminAction')}
        </Button>
      }
    />
  );
}
