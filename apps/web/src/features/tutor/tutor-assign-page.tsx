import { Alert, Button } from '@mantine/core';
import type { TAssignment } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { IconAlert, IconArrowLeft } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { showToast } from '../../components/toast';
import { fullName } from '../../lib/people/full-name';
import { AssignForm } from '../assignments/components/assign-form';
import { useCurrentUser } from '../auth/auth-context';
import { useTutorStudent } from './api/get-tutor-student';
import { useTutorStudents } from './api/get-tutor-students';
import { StudentUnavailable } from './components/student-unavailable';

/** `?students=1,2,3`: the ids the dashboard chose, besides the student of the address. */
function readStudentIds(studentId: number, value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set([studentId, ...ids])];
}

/**
 * /tutor/students/{studentId}/assign: an assignment for that student, or for several at once when the
 * dashboard sends `?students=…` (and `&skill=…` to practise one skill). Students not linked to this
 * tutor are left out, and the page says so; the server checks the links again.
 */
export default function TutorAssignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useCurrentUser();
  const studentId = Number(useParams().studentId);
  const [search] = useSearchParams();
  const student = useTutorStudent(studentId);
  // An admin has no students of their own: only the student of the address can be named.
  const linked = useTutorStudents({ enabled: role === 'tutor' });
  const wanted = readStudentIds(studentId, search.get('students'));
  const skill = search.get('skill') ?? undefined;

  const back = (
    <Button
      component={Link}
      to={`/tutor/students/${studentId}`}
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      {t('home:tutorAssign.back')}
    </Button>
  );
  if (student.isError) {
    return (
      <StudentUnavailable
        error={student.error}
        pageTitle={t('home:tutorAssign.pageTitle')}
        back={back}
        onRetry={() => void student.refetch()}
        retrying={student.isFetching}
      />
    );
  }

  const others = role === 'tutor' ? (linked.data ?? []) : [];
  const people = student.data
    ? [student.data, ...others.filter((other) => other.id !== studentId && wanted.includes(other.id))]
    : [];
  const ready = student.data !== undefined && (role !== 'tutor' || !linked.isPending || wanted.length === 1);
  const leftOut = ready ? wanted.length - people.length : 0;
  const names = people.map(fullName);

  const onAssigned = (assignments: TAssignment[]) => {
    showToast(
      t,
      'teal',
      t('tasks:assign.done', { count: assignments.length, title: assignments[0]?.title ?? '' }),
    );
    navigate(`/tutor/students/${studentId}`);
  };

  return (
    <Page
      title={t('home:tutorAssign.pageTitle')}
      subtitle={
        !ready
          ? t('common:loading.page')
          : names.length === 1
            ? t('home:tutorAssign.assigningTo', { name: names[0] })
            : t('tasks:assign.forStudents', { count: names.length, names: names.join(', ') })
      }
      actions={back}
    >
      {!ready ? (
        <ListSkeleton rows={6} />
      ) : (
        <>
          {leftOut > 0 ? (
            <Alert color="yellow" icon={<IconAlert size={18} />} role="status">
              {t('tasks:assign.leftOut', { count: leftOut })}
            </Alert>
          ) : null}
          <AssignForm
            studentIds={people.map((person) => person.id)}
            initialSkill={skill}
            onAssigned={onAssigned}
            cancel={
              <Button component={Link} to={`/tutor/students/${studentId}`} variant="default" size="md">
                {t('common:actions.cancel')}
              </Button>
            }
          />
        </>
      )}
    </Page>
  );
}
