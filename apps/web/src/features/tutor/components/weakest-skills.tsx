import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TWeakSkill } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { IconChart, IconTasks } from '../../../components/icons';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatPercent } from '../../student/components/format-percent';

/** The assign page for these students (the first names the page; all of them are in `students`). */
export function assignPath(studentIds: readonly number[], skillId?: string): string {
  const [first] = studentIds;
  const params = new URLSearchParams({ students: studentIds.join(',') });
  if (skillId) params.set('skill', skillId);
  return `/tutor/students/${first}/assign?${params.toString().replaceAll('%2C', ',')}`;
}

/**
 * The skills most of the class has not mastered, each with how many students are weak at it and one
 * button that assigns them practice on it.
 */
export function WeakestSkills({ skills }: { skills: TWeakSkill[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const number = (value: number) => formatNumber(value, language);
  if (skills.length === 0) {
    return (
      <EmptyPanel
        icon={<IconChart size={28} />}
        title={t('home:tutor.weakest.emptyTitle')}
        description={t('home:tutor.weakest.emptyText')}
      />
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-color-white)">
      <Text size="sm" c="dimmed" mb="md">
        {t('home:tutor.weakest.text')}
      </Text>
      <UnstyledList gap="md" label={t('home:tutor.weakest.title')}>
        {skills.map((skill) => (
          <li key={skill.skill_id}>
            <Group justify="space-between" align="center" gap="md" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
                <Text fw={600}>{skill.skill}</Text>
                {skill.topic ? (
                  <Text size="sm" c="dimmed">
                    {skill.topic}
                  </Text>
                ) : null}
                <Group gap="xs" wrap="wrap" align="center">
                  <Progress
                    value={skill.mean_mastery * 100}
                    size="sm"
                    color="orange"
                    style={{ flex: '0 1 160px' }}
                    aria-hidden="true"
                  />
                  <Text size="sm">
                    {t('home:tutor.weakest.figures', {
                      weak: number(skill.students_weak),
                      count: skill.students_practised,
                      formatted: number(skill.students_practised),
                      mastery: formatPercent(skill.mean_mastery, language),
                    })}
                  </Text>
                </Group>
              </Stack>
              <Button
                component={Link}
                to={assignPath(skill.student_ids, skill.skill_id)}
                variant="light"
                leftSection={<IconTasks size={16} />}
                aria-label={t('home:tutor.weakest.assignFor', {
                  skill: skill.skill,
                  count: skill.students_weak,
                  formatted: number(skill.students_weak),
                })}
              >
                {t('home:tutor.weakest.assign')}
              </Button>
            </Group>
          </li>
        ))}
      </UnstyledList>
    </Paper>
  );
}
