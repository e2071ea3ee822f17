import { Anchor, Card, Table, Text } from '@mantine/core';
import type { TLinkedStudent } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/link-card.module.css';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';

const studentPath = (student: TLinkedStudent) => `/tutor/students/${student.id}`;

/** A tutor's students: a table on wide screens, one card per student on a phone; each opens the student. */
export function StudentList({ students }: { students: TLinkedStudent[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const linkedSince = (student: TLinkedStudent) => formatDate(student.linked_at, language);
  return (
    <>
      <WideTable
        label={t('home:tutor.studentsTitle')}
        minWidth={640}
        head={
          <>
            <Table.Th>{t('home:tutor.columns.name')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.username')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.email')}</Table.Th>
            <Table.Th>{t('home:tutor.columns.linkedSince')}</Table.Th>
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
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('home:tutor.studentsTitle')}>
        {students.map((student) => (
          <li key={student.id}>
            <Card withBorder padding="md" component={Link} to={studentPath(student)} className={classes.card}>
              <Text fw={600} c="lagoon.7" style={{ overflowWrap: 'anywhere' }}>
                {fullName(student)}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                @{student.username} · {student.email}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('home:tutor.linkedSinceDate', { date: linkedSince(student) })}
              </Text>
            </Card>
          </li>
        ))}
      </PhoneCards>
    </>
  );
}
