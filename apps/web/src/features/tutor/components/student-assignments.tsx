import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { ASSIGNMENT_LIMITS } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconTasks } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { UnstyledList } from '../../../components/unstyled-list';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAssignments } from '../../assignments/api/get-assignments';
import {
  AssignmentProgress,
  AssignmentStatusBadge,
  formatScore,
} from '../../assignments/components/assignment-badges';
import { formatDueShort } from '../../assignments/components/due-date';

/** The student's assignments from the caller (newest due first), with status, progress and score. */
export function StudentAssignments({ studentId, assignPath }: { studentId: number; assignPath: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [page, setPage] = useState(1);
  const assignments = useAssignments({ student_id: studentId, page, per_page: ASSIGNMENT_LIMITS.pageSize });
  if (assignments.isPending) return <ListSkeleton rows={2} />;
  if (assignments.isError) {
    return <QueryErrorPanel title={t('home:tutorStudent.assignments.loadError')} query={assignments} />;
  }
  const { data, pagination } = assignments.data;
  if (data.length === 0) {
    return (
      <EmptyPanel
        icon={<IconTasks size={28} />}
        title={t('home:tutorStudent.assignments.emptyTitle')}
        description={t('home:tutorStudent.assignments.emptyText')}
        actions={
          <Anchor component={Link} to={assignPath} fw={600}>
            {t('home:tutorStudent.assign')}
          </Anchor>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <UnstyledList gap="sm" label={t('home:tutorStudent.assignments.listLabel')}>
        {data.map((assignment) => (
          <li key={assignment.id}>
            <Card withBorder padding="md">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/student/assignments/${assignment.id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {assignment.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('home:tutorStudent.assignments.due', {
                      date: formatDueShort(assignment.due_at, language),
                    })}
                  </Text>
                </Stack>
                <AssignmentStatusBadge status={assignment.status} />
              </Group>
              <Group mt="sm" gap="lg" align="flex-end" wrap="wrap">
                <div style={{ flex: '1 1 220px' }}>
                  <AssignmentProgress assignment={assignment} size="sm" />
                </div>
                <Text size="sm" fw={600}>
                  {assignment.score === null
                    ? t('home:tutorStudent.assignments.noScore')
                    : t('home:tutorStudent.assignments.score', {
                        score: formatScore(assignment.score, language),
                      })}
                </Text>
              </Group>
            </Card>
          </li>
        ))}
      </UnstyledList>
      <PageNav
        label={t('home:tutorStudent.assignments.pagination')}
        page={page}
        pages={pagination.pages}
        onChange={setPage}
      />
    </Stack>
  );
}
