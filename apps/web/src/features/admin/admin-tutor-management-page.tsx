import { Button } from '@mantine/core';
import type { TUser } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconArrowLeft, IconUsers } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { fullName } from '../../lib/people/full-name';
import { AccountList } from './components/account-list';
import { TutorStudentsPanel } from './components/tutor-students-panel';

/** `?tutor={id}` opens that tutor's students; without it, the list of tutors. */
function selectedTutor(params: URLSearchParams): number | null {
  const id = Number(params.get('tutor'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function AdminTutorManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tutorId = selectedTutor(params);
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
      {tutorId ? (
        <TutorStudentsPanel key={tutorId} tutorId={tutorId} />
      ) : (
        <AccountList
          fixedRole="tutor"
          emptyTitle={t('home:adminTutors.noTutorsTitle')}
          emptyText={t('home:adminTutors.noTutorsText')}
          rowAction={(tutor: TUser) => (
            <Button
              component={Link}
              to={`?tutor=${tutor.id}`}
              variant="light"
              size="compact-sm"
              leftSection={<IconUsers size={14} />}
              aria-label={t('home:adminTutors.openFor', { name: fullName(tutor) })}
            >
              {t('home:adminTutors.open')}
            </Button>
          )}
        />
      )}
    </Page>
  );
}
