import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVITE_CODE_LENGTH, type TMyTutor } from '@taskas/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconSchool } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { showToast } from '../../../components/toast';
import { UnstyledList } from '../../../components/unstyled-list';
import type { TMessage } from '../../../lib/forms/field-error';
import { messageForError } from '../../../lib/forms/field-error';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useJoinTutor, useLeaveTutor, useMyTutors } from '../api/my-tutors';
import { joinErrorMessage } from '../join-error';

/** A student's tutors on the profile page: join one with a code, see each, leave one (confirmed). */
export function MyTutorsSection() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="profile-tutors"
      bg="var(--mantine-color-white)"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="profile-tutors">
            {t('profile:tutors.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile:tutors.subtitle')}
          </Text>
        </div>
        <JoinForm />
        <TutorList />
      </Stack>
    </Paper>
  );
}

function JoinForm() {
  const { t } = useTranslation();
  const join = useJoinTutor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<TMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setError({ key: 'common:validation.required' });
      return;
    }
    try {
      const result = await join.mutateAsync({ code });
      setCode('');
      const name = fullName(result.tutor);
      showToast(
        t,
        'teal',
        result.already_linked
          ? t('profile:tutors.join.already', { name })
          : t('profile:tutors.join.done', { name }),
      );
    } catch (failure) {
      setError(joinErrorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('profile:tutors.join.label')}
        description={t('profile:tutors.join.hint', { count: INVITE_CODE_LENGTH })}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error ? t(error.key, error.values) : null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 } }}
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="center">
            <div style={{ flex: '1 1 auto', minWidth: 0, maxWidth: 320 }}>{input}</div>
            <Button type="submit" loading={join.isPending}>
              {t('profile:tutors.join.submit')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

function TutorList() {
  const { t, i18n } = useTranslation();
  const tutors = useMyTutors();
  const leave = useLeaveTutor();
  const [leaving, setLeaving] = useState<TMyTutor | null>(null);

  if (tutors.isPending) return <ListSkeleton rows={2} />;
  if (tutors.isError) return <QueryErrorPanel title={t('profile:tutors.loadError')} query={tutors} />;
  if (tutors.data.length === 0) {
    return (
      <EmptyPanel
        icon={<IconSchool size={28} />}
        title={t('profile:tutors.emptyTitle')}
        description={t('profile:tutors.emptyText')}
      />
    );
  }

  const confirmLeave = async (tutor: TMyTutor) => {
    try {
      await leave.mutateAsync(tutor.id);
      showToast(t, 'teal', t('profile:tutors.leave.done', { name: fullName(tutor) }));
    } catch (error) {
      const message = messageForError(error);
      showToast(t, 'red', t(message.key, message.values));
    }
    setLeaving(null);
  };

  return (
    <>
      <UnstyledList gap="sm" label={t('profile:tutors.listLabel')}>
        {tutors.data.map((tutor) => (
          <Paper component="li" key={tutor.id} withBorder p="md">
            <Group justify="space-between" align="center" gap="sm" wrap="wrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {fullName(tutor)}
                </Text>
                <Text size="sm" c="dimmed">
                  @{tutor.username} ·{' '}
                  {t('profile:tutors.since', { date: formatDate(tutor.linked_at, currentLanguage(i18n)) })}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                c="red.9"
                size="compact-sm"
                onClick={() => setLeaving(tutor)}
                aria-label={t('profile:tutors.leave.buttonFor', { name: fullName(tutor) })}
              >
                {t('profile:tutors.leave.button')}
              </Button>
            </Group>
          </Paper>
        ))}
      </UnstyledList>
      <ConfirmDialog
        opened={leaving !== null}
        title={t('profile:tutors.leave.title')}
        confirmLabel={t('profile:tutors.leave.confirm')}
        busy={leave.isPending}
        onConfirm={() => leaving && void confirmLeave(leaving)}
        onClose={() => setLeaving(null)}
      >
        {t('profile:tutors.leave.text', { name: leaving ? fullName(leaving) : '' })}
      </ConfirmDialog>
    </>
  );
}
