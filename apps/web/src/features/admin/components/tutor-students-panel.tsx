import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TLinkedStudent, TTutorWithStudents, TUser } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconArrowLeft, IconSearch, IconUser, IconUsers } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import { UnstyledList } from '../../../components/unstyled-list';
import { messageForError } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useUsers } from '../api/get-users';
import { useLinkStudent, useMoveStudent, useTutorWithStudents, useUnlinkStudent } from '../api/tutor-links';
import { CreateAccountDialog } from '../users/create-account-dialog';
import { SEARCH_MAX_LENGTH } from './account-search';

/** Students a search shows at most; the admin narrows the search for others. */
const SEARCH_RESULTS = 5;

function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const message = messageForError(error);
    showToast(t, 'red', t(message.key, message.values));
  };
}

function BackToTutors() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="." variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('home:adminTutors.allTutors')}
    </Button>
  );
}

/**
 * One tutor's students as an admin manages them: find a student and add them, remove one (confirmed),
 * or move one to another tutor.
 */
export function TutorStudentsPanel({ tutorId }: { tutorId: number }) {
  const { t } = useTranslation();
  const links = useTutorWithStudents(tutorId);

  if (links.isPending) return <ListSkeleton rows={4} />;
  if (links.isError) {
    if (links.error instanceof ApiError && links.error.status === 404) {
      return (
        <EmptyPanel
          icon={<IconUsers size={28} />}
          title={t('home:adminTutors.notFoundTitle')}
          description={t('home:adminTutors.notFoundText')}
          actions={<BackToTutors />}
        />
      );
    }
    return <QueryErrorPanel title={t('home:adminTutors.loadError')} query={links} />;
  }
  const { tutor, students } = links.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
            {t('home:adminTutors.studentsOf', { name: fullName(tutor) })}
          </Title>
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            @{tutor.username} · {tutor.email}
          </Text>
        </div>
        <BackToTutors />
      </Group>
      <AddStudent tutorId={tutorId} linked={students} />
      <LinkedStudents links={links.data} />
    </Stack>
  );
}

function AddStudent({ tutorId, linked }: { tutorId: number; linked: TLinkedStudent[] }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [creating, setCreating] = useState(false);
  const found = useUsers({ role: 'student', q, per_page: SEARCH_RESULTS });
  const link = useLinkStudent(tutorId);
  const failed = useFailureToast();
  const linkedIds = new Set(linked.map((student) => student.id));

  const add = async (student: TUser) => {
    try {
      await link.mutateAsync(student.id);
      showToast(t, 'teal', t('home:adminTutors.added', { name: fullName(student) }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={3} fz="md">
            {t('home:adminTutors.addTitle')}
          </Title>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconUser size={14} />}
            onClick={() => setCreating(true)}
          >
            {t('home:adminTutors.createStudent')}
          </Button>
        </Group>
        <TextInput
          type="search"
          label={t('home:adminTutors.searchLabel')}
          placeholder={t('home:adminTutors.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {q === '' ? null : found.isPending ? (
          <ListSkeleton rows={2} />
        ) : found.isError ? (
          <QueryErrorPanel title={t('home:adminUsers.loadError')} query={found} />
        ) : found.data.data.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('home:adminTutors.noStudentFound')}
          </Text>
        ) : (
          <UnstyledList gap="xs" label={t('home:adminTutors.searchResults')}>
            {found.data.data.map((student) => (
              <Paper component="li" key={student.id} withBorder p="sm">
                <Group justify="space-between" align="center" gap="sm" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {fullName(student)}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      @{student.username} · {student.email}
                    </Text>
                  </div>
                  {linkedIds.has(student.id) ? (
                    <Badge variant="light" color="lagoon" c="lagoon.9" style={{ flexShrink: 0 }}>
                      {t('home:adminTutors.alreadyLinked')}
                    </Badge>
                  ) : (
                    <Button
                      size="compact-sm"
                      onClick={() => void add(student)}
                      loading={link.isPending && link.variables === student.id}
                      aria-label={t('home:adminTutors.addFor', { name: fullName(student) })}
                      style={{ flexShrink: 0 }}
                    >
                      {t('home:adminTutors.add')}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </UnstyledList>
        )}
      </Stack>
      {/* A new student's account, linked to this tutor by the server as it is created. */}
      <CreateAccountDialog
        opened={creating}
        onClose={() => setCreating(false)}
        defaultRole="student"
        lockRole
        tutorId={tutorId}
      />
    </Paper>
  );
}

function LinkedStudents({ links }: { links: TTutorWithStudents }) {
  const { t, i18n } = useTranslation();
  const { tutor, students } = links;
  const unlink = useUnlinkStudent(tutor.id);
  const failed = useFailureToast();
  const [removing, setRemoving] = useState<TLinkedStudent | null>(null);
  const [moving, setMoving] = useState<TLinkedStudent | null>(null);
  const linkedSince = (student: TLinkedStudent) => formatDate(student.linked_at, currentLanguage(i18n));

  if (students.length === 0) {
    return (
      <EmptyPanel
        icon={<IconUsers size={28} />}
        title={t('home:adminTutors.noStudentsTitle')}
        description={t('home:adminTutors.noStudentsText')}
      />
    );
  }

  const confirmRemove = async (student: TLinkedStudent) => {
    try {
      await unlink.mutateAsync(student.id);
      showToast(t, 'teal', t('home:adminTutors.removed', { name: fullName(student) }));
    } catch (error) {
      failed(error);
    }
    setRemoving(null);
  };
  const actions = (student: TLinkedStudent) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setMoving(student)}
        aria-label={t('home:adminTutors.moveFor', { name: fullName(student) })}
      >
        {t('home:adminTutors.move')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="compact-sm"
        onClick={() => setRemoving(student)}
        aria-label={t('home:adminTutors.removeFor', { name: fullName(student) })}
      >
        {t('home:adminTutors.remove')}
      </Button>
    </Group>
  );
  const label = t('home:adminTutors.studentsOf', { name: fullName(tutor) });

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm" role="status">
        {t('home:adminTutors.studentCount', { count: students.length })}
      </Text>
      <WideTable
        label={label}
        minWidth={720}
        head={
          <>
            <Table.Th>{t('home:adminUsers.columns.name')}</Table.Th>
            <Table.Th>{t('home:adminUsers.columns.email')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.linkedSince')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('home:adminUsers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {students.map((student) => (
          <Table.Tr key={student.id}>
            <Table.Td fw={600}>{fullName(student)}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{student.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{linkedSince(student)}</Table.Td>
            <Table.Td>{actions(student)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={label}>
        {students.map((student) => (
          <Paper component="li" key={student.id} withBorder p="md" bg="var(--mantine-color-white)">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fullName(student)}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{student.username} · {student.email}
            </Text>
            <Group justify="space-between" align="center" gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t('home:tutor.linkedSinceDate', { date: linkedSince(student) })}
              </Text>
              {actions(student)}
            </Group>
          </Paper>
        ))}
      </PhoneCards>
      <ConfirmDialog
        opened={removing !== null}
        title={t('home:adminTutors.removeTitle')}
        confirmLabel={t('home:adminTutors.removeConfirm')}
        busy={unlink.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      >
        {t('home:adminTutors.removeText', {
          student: removing ? fullName(removing) : '',
          tutor: fullName(tutor),
        })}
      </ConfirmDialog>
      <MoveDialog tutor={links.tutor} student={moving} onClose={() => setMoving(null)} />
    </Stack>
  );
}

function MoveDialog({
  tutor,
  student,
  onClose,
}: {
  tutor: TTutorWithStudents['tutor'];
  student: TLinkedStudent | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tutors = useUsers({ role: 'tutor', per_page: 100 });
  const move = useMoveStudent();
  const failed = useFailureToast();
  const [chosen, setChosen] = useState('');
  const others = (tutors.data?.data ?? []).filter((other) => other.id !== tutor.id);

  const close = () => {
    setChosen('');
    onClose();
  };
  const submit = async () => {
    if (!student || chosen === '') return;
    const to = others.find((other) => String(other.id) === chosen);
    try {
      await move.mutateAsync({ studentId: student.id, from_tutor_id: tutor.id, to_tutor_id: Number(chosen) });
      showToast(
        t,
        'teal',
        t('home:adminTutors.moved', { student: fullName(student), tutor: to ? fullName(to) : '' }),
      );
      close();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Modal
      opened={student !== null}
      onClose={move.isPending ? () => undefined : close}
      title={t('home:adminTutors.moveTitle')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text>
          {t('home:adminTutors.moveText', {
            student: student ? fullName(student) : '',
            tutor: fullName(tutor),
          })}
        </Text>
        {tutors.isError ? (
          <QueryErrorPanel title={t('home:adminUsers.loadError')} query={tutors} />
        ) : others.length === 0 && !tutors.isPending ? (
          <Text c="dimmed">{t('home:adminTutors.noOtherTutors')}</Text>
        ) : (
          <NativeSelect
            label={t('home:adminTutors.moveTo')}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            disabled={tutors.isPending}
            data={[
              { value: '', label: t('home:adminTutors.chooseTutor') },
              ...others.map((other) => ({
                value: String(other.id),
                label: `${fullName(other)} (@${other.username})`,
              })),
            ]}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={move.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={move.isPending} disabled={chosen === ''}>
            {t('home:adminTutors.moveConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
