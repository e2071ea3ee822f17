import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { IconArrowLeft, IconSchool } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { TutorStudentsPanel } from './components/tutor-students-panel';
import { TutorList } from './tutors/tutor-list';
import { CreateAccountDialog } from './users/create-account-dialog';

/** `?tutor={id}` opens that tutor's students; without it, the list of tutors. */
function selectedTutor(params: URLSearchParams): number | null {
  const id = Number(params.get('tutor'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function AdminTutorManagementPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tutorId = selectedTutor(params);
  const [creating, setCreating] = useState(false);
  const createButton = (
    <Button leftSection={<IconSchool size={16} />} onClick={() => setCreating(true)}>
      {t('home:adminTutors.create')}
    </Button>
  );
  return (
    <Page
      title={t('home:adminTutors.pageTitle')}
      actions={
        <>
          <Button
            component={Link}
            to="/admin-dashboard"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('home:adminTutors.back')}
          </Button>
          {tutorId ? null : createButton}
        </>
      }
    >
      {tutorId ? (
        <TutorStudentsPanel key={tutorId} tutorId={tutorId} />
      ) : (
        <TutorList emptyActions={createButton} />
      )}
      <CreateAccountDialog
        opened={creating}
        onClose={() => setCreating(false)}
        defaultRole="tutor"
        lockRole
      />
    </Page>
  );
}
