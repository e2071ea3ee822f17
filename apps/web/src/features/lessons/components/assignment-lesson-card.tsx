import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssignmentSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBook } from '../../../components/icons';
import { LessonStatusBadge } from './lesson-badges';

type TAssignmentLesson = NonNullable<TAssignmentSummary['lesson']>;

/**
 * The lesson a tutor included in an assignment: its skill and where it stands, and the way into it.
 * The student is asked to start there; a tutor reading the assignment opens it read-only.
 */
export function AssignmentLessonCard({ lesson, readOnly }: { lesson: TAssignmentLesson; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="assignment-lesson"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="center">
          <Title order={2} fz="lg" id="assignment-lesson">
            {t('tasks:lessons.assignmentCard.title')}
          </Title>
          <LessonStatusBadge status={lesson.status} />
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t(readOnly ? 'tasks:lessons.assignmentCard.textTutor' : 'tasks:lessons.assignmentCard.text', {
            skill: lesson.skill,
          })}
        </Text>
        <Button
          component={Link}
          to={`/lessons/${lesson.id}`}
          leftSection={<IconBook size={16} />}
          variant={lesson.status === 'completed' ? 'default' : 'filled'}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('tasks:lessons.assignmentCard.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
