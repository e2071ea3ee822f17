import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TJoinTutorResult } from '@taskas/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyPanel } from '../../components/empty-panel';
import { IconAlert, IconCheck, IconSchool } from '../../components/icons';
import { Page } from '../../components/page-layout';
import type { TMessage } from '../../lib/forms/field-error';
import { fullName } from '../../lib/people/full-name';
import { useCurrentUser } from '../auth/auth-context';
import { useJoinTutor } from './api/my-tutors';
import { joinErrorMessage } from './join-error';

type TJoinState =
  | { kind: 'joining' }
  | { kind: 'joined'; result: TJoinTutorResult }
  | { kind: 'failed'; message: TMessage };

/**
 * `/join/{code}`, a tutor's invite link. A visitor is sent to register (or log in) first and comes back
 * here; a student is then joined at once. Tutors and admins are told the link is for students.
 */
export default function JoinTutorPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Page title={t('profile:join.pageTitle')} size="sm">
      {user.role === 'student' ? (
        <JoinAsStudent />
      ) : (
        <EmptyPanel
          icon={<IconSchool size={28} />}
          title={t('profile:join.studentsOnlyTitle')}
          description={t('profile:join.studentsOnlyText', { role: t(`common:roles.${user.role}`) })}
          actions={
            <Button component={Link} to="/">
              {t('profile:join.home')}
            </Button>
          }
        />
      )}
    </Page>
  );
}

function JoinAsStudent() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const join = useJoinTutor();
  const [state, setState] = useState<TJoinState>({ kind: 'joining' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // Once per code, even when React runs effects twice in development (joining twice is harmless anyway).
    if (asked.current === code) return;
    asked.current = code;
    setState({ kind: 'joining' });
    join.mutateAsync({ code }).then(
      (result) => setState({ kind: 'joined', result }),
      (error: unknown) => setState({ kind: 'failed', message: joinErrorMessage(error) }),
    );
  }, [code, join.mutateAsync]);

  if (state.kind === 'joining') {
    return (
      <Paper withBorder p="xl" bg="var(--mantine-color-white)" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{t('profile:join.joining')}</Text>
        </Stack>
      </Paper>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert">
        <EmptyPanel
          color="red"
          icon={<IconAlert size={28} />}
          title={t('profile:join.failedTitle')}
          description={t(state.message.key, state.message.values)}
          actions={
            <Button component={Link} to="/profile">
              {t('profile:join.typeCode')}
            </Button>
          }
        />
      </div>
    );
  }
  const name = fullName(state.result.tutor);
  return (
    <div role="status">
      <EmptyPanel
        color="teal"
        icon={<IconCheck size={28} />}
        title={
          state.result.already_linked
            ? t('profile:join.alreadyTitle', { name })
            : t('profile:join.joinedTitle', { name })
        }
        description={t('profile:join.joinedText')}
        actions={
          <>
            <Button component={Link} to="/student-dashboard">
              {t('profile:join.toDashboard')}
            </Button>
            <Button component={Link} to="/profile" variant="default">
              {t('profile:join.toTutors')}
            </Button>
          </>
        }
      />
    </div>
  );
}
