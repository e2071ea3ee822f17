import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../../components/icons';
import { useCurrentUser } from '../../auth/auth-context';

/** Back to where students are listed: a tutor's dashboard, or for an admin the list of student accounts. */
export function BackToStudentsButton() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const [to, label] =
    role === 'admin'
      ? ['/admin/user-management?role=student', t('home:tutorStudent.backToUsers')]
      : ['/tutor/dashboard', t('home:tutorStudent.back')];
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {label}
    </Button>
  );
}
