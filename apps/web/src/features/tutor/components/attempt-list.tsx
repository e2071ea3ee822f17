import { Anchor, Badge, Box, Card, Group, List, Select, Stack, Text } from '@mantine/core';
import type { TPractisedTopic, TTutorAttempt } from '@taskas/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconAlert, IconCheck, IconInbox } from '../../../components/icons';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { UnstyledList } from '../../../components/unstyled-list';
import { formatCountdown, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatFullDate } from '../../student/components/relative-time';
import { MathText } from '../../tasks/inputs/math-text';
import { useStudentAttempts } from '../api/get-student-attempts';

/** Keys of the checker's plain verdicts; any other `feedback_key` names a mistake. */
const PLAIN_VERDICTS = new Set(['correct', 'incorrect']);

/**
 * The student's answers, newest first, filtered by topic and skill: the task, the answer as maths,
 * the verdict with the named mistake, hints, time and the shown working with its first wrong line.
 */
export function AttemptList({ studentId, topics }: { studentId: number; topics: TPractisedTopic[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [filters, setFilters] = useState<{ topic_id?: string; skill_id?: string; page: number }>({ page: 1 });
  const attempts = useStudentAttempts(studentId, filters, language);
  const topic = topics.find((entry) => entry.topic_id === filters.topic_id);
  const skills = (topic ? [topic] : topics).flatMap((entry) => entry.skills);

  const filterBar = (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t('home:tutorStudent.attempts.topic')}
        placeholder={t('home:tutorStudent.attempts.allTopics')}
        data={topics.map((entry) => ({ value: entry.topic_id, label: entry.topic }))}
        value={filters.topic_id ?? null}
        onChange={(value) => setFilters({ topic_id: value ?? undefined, page: 1 })}
        clearable
        clearButtonProps={{ 'aria-label': t('home:tutorStudent.attempts.clearTopic') }}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <Select
        label={t('home:tutorStudent.attempts.skill')}
        placeholder={t('home:tutorStudent.attempts.allSkills')}
        data={skills.map((entry) => ({ value: entry.skill_id, label: entry.skill }))}
        value={filters.skill_id ?? null}
        onChange={(value) => setFilters((current) => ({ ...current, skill_id: value ?? undefined, page: 1 }))}
        clearable
        clearButtonProps={{ 'aria-label': t('home:tutorStudent.attempts.clearSkill') }}
        searchable
        style={{ flex: '1 1 280px', maxWidth: 440 }}
      />
    </Group>
  );

  let body: ReactNode;
  if (attempts.isPending) body = <ListSkeleton rows={3} />;
  else if (attempts.isError) {
    body = <QueryErrorPanel title={t('home:tutorStudent.attempts.loadError')} query={attempts} />;
  } else if (attempts.data.data.length === 0) {
    const filtered = Boolean(filters.topic_id || filters.skill_id);
    body = (
      <EmptyPanel
        icon={<IconInbox size={28} />}
        title={t(
          filtered ? 'home:tutorStudent.attempts.noneFilteredTitle' : 'home:tutorStudent.noResultsTitle',
        )}
        description={t(
          filtered ? 'home:tutorStudent.attempts.noneFiltered' : 'home:tutorStudent.noResultsText',
        )}
      />
    );
  } else {
    const { data, pagination } = attempts.data;
    body = (
      <Stack gap="md" style={{ opacity: attempts.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed">
          {t('home:tutorStudent.attempts.total', {
            count: pagination.total,
            formatted: formatNumber(pagination.total, language),
          })}
        </Text>
        <UnstyledList gap="sm" label={t('home:tutorStudent.attempts.listLabel')}>
          {data.map((attempt) => (
            <li key={attempt.id}>
              <AttemptCard attempt={attempt} />
            </li>
          ))}
        </UnstyledList>
        <PageNav
          label={t('home:tutorStudent.attempts.pagination')}
          page={filters.page}
          pages={pagination.pages}
          onChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {topics.length > 0 ? filterBar : null}
      {body}
    </Stack>
  );
}

function AttemptCard({ attempt }: { attempt: TTutorAttempt }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const mistake = !attempt.is_correct && !PLAIN_VERDICTS.has(attempt.feedback_key) ? attempt.feedback : null;
  const place = [attempt.topic, attempt.skill].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/tasks/${attempt.task_id}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {attempt.title}
            </Anchor>
            {place ? (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            ) : null}
          </Stack>
          <Badge
            color={attempt.is_correct ? 'green' : 'red'}
            variant="light"
            // Dark text on the light tint: its own shade is too pale to read (axe: color-contrast).
            c="dark.7"
            leftSection={attempt.is_correct ? <IconCheck size={12} /> : <IconAlert size={12} />}
            style={{ flexShrink: 0 }}
          >
            {t(
              attempt.is_correct ? 'home:tutorStudent.attempts.correct' : 'home:tutorStudent.attempts.wrong',
            )}
          </Badge>
        </Group>
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {t('home:tutorStudent.attempts.answer')}
          </Text>
          <MathText
            text={attempt.answer}
            format={attempt.input_format === 'latex' ? 'latex' : 'text'}
            component="span"
            fz="md"
            style={{ overflowWrap: 'anywhere', minWidth: 0 }}
          />
        </Group>
        {mistake ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('home:tutorStudent.attempts.mistake')}
            </Text>{' '}
            <span data-feedback-key={attempt.feedback_key}>{mistake}</span>
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            {t('home:tutorStudent.attempts.score', { score: formatNumber(attempt.score, language) })}
          </Text>
          <Text size="sm">
            {attempt.hints_used === 0
              ? t('home:tutorStudent.attempts.noHints')
              : t('home:tutorStudent.attempts.hints', {
                  count: attempt.hints_used,
                  formatted: formatNumber(attempt.hints_used, language),
                })}
          </Text>
          {attempt.time_spent !== null ? (
            <Text size="sm">
              {t('home:tutorStudent.attempts.time', { time: formatCountdown(attempt.time_spent) })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {formatFullDate(attempt.created_at, language)}
          </Text>
          {attempt.assignment_id !== null ? (
            <Anchor component={Link} to={`/student/assignments/${attempt.assignment_id}`} size="sm">
              {t('home:tutorStudent.attempts.inAssignment')}
            </Anchor>
          ) : null}
        </Group>
        {attempt.work_shown.length > 0 ? <ShownWorking attempt={attempt} /> : null}
      </Stack>
    </Card>
  );
}

/** The working the student showed, line by line; the first line that does not follow is marked. */
function ShownWorking({ attempt }: { attempt: TTutorAttempt }) {
  const { t } = useTranslation();
  const verdicts = attempt.work_check?.lines ?? [];
  const firstWrong = attempt.work_check?.first_error ?? attempt.work_first_error;
  return (
    <Box
      p="sm"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      role="group"
      aria-label={t('home:tutorStudent.attempts.working')}
    >
      <Text size="sm" fw={600} mb={4}>
        {t('home:tutorStudent.attempts.working')}
      </Text>
      <List spacing={4} listStyleType="none" p={0}>
        {attempt.work_shown.map((text, index) => {
          const verdict = verdicts.find((line) => line.index === index);
          const first = index === firstWrong;
          const ok = verdict ? verdict.ok : !first;
          return (
            <List.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one stored answer
              key={index}
              icon={
                ok ? (
                  <IconCheck size={16} color="var(--mantine-color-green-8)" />
                ) : (
                  <IconAlert size={16} color="var(--mantine-color-red-8)" />
                )
              }
              data-first-wrong={first || undefined}
            >
              <Text span size="sm" c="dimmed">
                {t('home:tutorStudent.attempts.workingLine', { line: index + 1 })}:
              </Text>{' '}
              <Text span ff="monospace" fw={first ? 700 : 400} td={first ? 'underline' : undefined}>
                {text}
              </Text>{' '}
              {verdict || first ? (
                <Text span size="sm" c={ok ? 'teal.9' : 'red.9'}>
                  — {t(ok ? 'home:tutorStudent.attempts.lineOk' : 'home:tutorStudent.attempts.lineWrong')}
                  {first ? ` (${t('home:tutorStudent.attempts.firstWrong')})` : ''}
                  {!ok && verdict?.error ? `: ${verdict.error}` : ''}
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
