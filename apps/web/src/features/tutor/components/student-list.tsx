import { Anchor, Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TLinkedStudent } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import { messageForError } from '../../../lib/forms/field-error';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { useRemoveStudent } from '../api/tutor-invite';

const studentPath = (student: TLinkedStudent) => `/tutor/students/${student.id}`;

/**
 * A tutor's students: a table on wide screens, one card per student on a phone; each opens the student,
 * and each can be removed from the tutor's students (confirmed first).
 */
export function StudentList({ students }: { students: TLinkedStudent[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const linkedSince = (student: TLinkedStudent) => formatDate(student.linked_at, language);
  const remove = useRemoveStudent();
  const [removing, setRemoving] = useState<TLinkedStudent | null>(null);

  const confirmRemove = async (student: TLinkedStudent) => {
    try {
      await remove.mutateAsync(student.id);
      showToast(t, 'teal', t('home:tutor.remove.done', { name: fullName(student) }));
    } catch (error) {
      const message = messageForError(error);
      showToast(t, 'red', t(message.key, message.values));
    }
    setRemoving(null);
  };
  const removeButton = (student: TLinkedStudent) => (
    <Button
      variant="subtle"
      color="red"
      c="red.9"
      size="compact-sm"
      onClick={() => setRemoving(student)}
      aria-label={t('home:tutor.remove.buttonFor', { name: fullName(student) })}
    >
      {t('home:tutor.remove.button')}
    </Button>
  );

  return (
    <>
      <WideTable
        label={t('home:tutor.studentsTitle')}
        minWidth={720}
        head={
          <>
            <Table.Th>{t('home:tutor.columns.name')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.username')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.email')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.linkedSince')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('home:tutor.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {students.map((student) => (
          <Table.Tr key={student.id}>
            <Table.Td>
              <Anchor component={Link} to={studentPath(student)} fw={600}>
                {fullName(student)}
              </Anchor>
            </Table.Td>
            <Table.Td>{student.username}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{student.email}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{linkedSince(student)}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{removeButton(student)}</Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('home:tutor.studentsTitle')}>
        {students.map((student) => (
          <li key={student.id}>
            <Card withBorder padding="md">
              <Anchor
                component={Link}
                to={studentPath(student)}
                fw={600}
                c="lagoon.7"
                style={{ overflowWrap: 'anywhere' }}
              >
                {fullName(student)}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{student.username} · {student.email}
              </Text>
              <Group justify="space-between" align="center" mt={4} gap="xs">
                <Text size="sm" c="dimmed">
                  {t('home:tutor.linkedSinceDate', { date: linkedSince(student) })}
                </Text>
                {removeButton(student)}
              </Group>
            </Card>
          </li>
        ))}
      </PhoneCards>
      <ConfirmDialog
        opened={removing !== null}
        title={t('home:tutor.remove.title')}
        confirmLabel={t('home:tutor.remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => removing && void confirmRemove(removing)}
        onClose={() => setRemoving(null)}
      >
        {t('home:tutor.remove.text', { name: removing ? fullName(removing) : '' })}
      </ConfirmDialog>
    </>
  );
}
