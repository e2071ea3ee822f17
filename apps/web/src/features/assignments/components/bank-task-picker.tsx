import {
  Badge,
  Box,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DIFFICULTIES, type Difficulty, type TTaskSummary } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { FILTER_NOTE_BELOW } from '../../../components/list-search-input';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useTasks } from '../../tasks/api/get-tasks';
import { useTaskSearch } from '../../tasks/api/search-tasks';
import { DifficultyBadge } from '../../tasks/components/difficulty-badge';
import { GRADES, SEARCH_MAX_LENGTH } from '../../tasks/components/task-search';
import { topicOptions } from '../../tasks/components/topics';
import classes from './assign-form.module.css';

/**
 * The task bank to choose from: the task list's curriculum search and its difficulty, topic and grade
 * filters, a page of tasks with a checkbox each. Choosing adds a task at the end of the chosen list.
 */
export function BankTaskPicker({
  chosen,
  onToggle,
  full,
}: {
  chosen: readonly TTaskSummary[];
  onToggle: (task: TTaskSummary) => void;
  /** No more tasks fit in the assignment: the unchosen ones cannot be ticked. */
  full: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 350);
  const [difficulty, setDifficulty] = useState<Difficulty | undefined>();
  const [topic, setTopic] = useState<string | undefined>();
  const [grade, setGrade] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const searching = q !== '';

  const list = useTasks({ language, difficulty, topic, grade, page }, { enabled: !searching });
  const found = useTaskSearch({ q, language, difficulty, grade, page }, { enabled: searching });
  const tasks = searching ? found : list;
  const chosenIds = new Set(chosen.map((task) => task.id));
  const all = { value: '', label: t('tasks:filters.all') };
  const filter = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('tasks:filters.searchLabel')}
        placeholder={t('tasks:filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => filter(() => setText(event.currentTarget.value))}
        onKeyDown={(event) => {
          // Enter searches; it must not send the assignment form around it.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t('tasks:filters.difficulty')}
          value={difficulty ?? ''}
          onChange={(event) =>
            filter(() => setDifficulty((event.currentTarget.value || undefined) as Difficulty | undefined))
          }
          data={[all, ...DIFFICULTIES.map((value) => ({ value, label: t(`tasks:difficulty.${value}`) }))]}
        />
        <NativeSelect
          label={t('tasks:filters.topic')}
          value={topic ?? ''}
          disabled={searching}
          description={searching ? t('tasks:filters.notWhileSearching') : undefined}
          inputWrapperOrder={FILTER_NOTE_BELOW}
          onChange={(event) => filter(() => setTopic(event.currentTarget.value || undefined))}
          data={[all, ...topicOptions(language).map((option) => ({ value: option.id, label: option.name }))]}
        />
        <NativeSelect
          label={t('tasks:filters.grade')}
          value={grade === undefined ? '' : String(grade)}
          onChange={(event) =>
            filter(() => setGrade(event.currentTarget.value ? Number(event.currentTarget.value) : undefined))
          }
          data={[
            all,
            ...GRADES.map((value) => ({
              value: String(value),
              label: t('tasks:gradeValue', { grade: value }),
            })),
          ]}
        />
      </SimpleGrid>

      {tasks.isPending ? (
        <ListSkeleton rows={4} />
      ) : tasks.isError ? (
        <QueryErrorPanel title={t('tasks:list.loadError')} query={tasks} />
      ) : tasks.data.data.length === 0 ? (
        <EmptyPanel
          icon={<IconSearch size={28} aria-hidden />}
          title={t('tasks:list.noMatchTitle')}
          description={t(searching ? 'tasks:list.noSearchMatchText' : 'tasks:list.noMatchText')}
        />
      ) : (
        <Stack
          gap="xs"
          aria-busy={tasks.isPlaceholderData}
          style={{ opacity: tasks.isPlaceholderData ? 0.6 : 1 }}
        >
          <Text c="dimmed" size="sm" role="status">
            {t(searching ? 'tasks:list.foundCount' : 'tasks:list.tasksCount', {
              count: tasks.data.pagination.total,
              formatted: formatNumber(tasks.data.pagination.total, language),
            })}
          </Text>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('tasks:assign.bank.listLabel')}
            className={classes.bankResults}
          >
            {tasks.data.data.map((task) => {
              const isChosen = chosenIds.has(task.id);
              return (
                <Paper
                  component="li"
                  key={task.id}
                  withBorder
                  p="sm"
                  bg={isChosen ? 'lagoon.0' : 'var(--mantine-color-white)'}
                >
                  <Checkbox
                    checked={isChosen}
                    disabled={!isChosen && full}
                    onChange={() => onToggle(task)}
                    label={task.title}
                    description={<BankTaskDetails task={task} />}
                    styles={{
                      labelWrapper: { flex: 1, minWidth: 0 },
                      label: { fontWeight: 600, overflowWrap: 'anywhere' },
                    }}
                  />
                </Paper>
              );
            })}
          </Stack>
          <PageNav
            label={t('tasks:assign.bank.pagesLabel')}
            page={tasks.data.pagination.page}
            pages={tasks.data.pagination.pages}
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** Under a task's title: the start of its problem (tasks of one skill share a title), difficulty, grade, topic. */
function BankTaskDetails({ task }: { task: TTaskSummary }) {
  const { t } = useTranslation();
  return (
    <Box component="span" display="block">
      {task.problem ? (
        <Text span display="block" size="sm" c="dark.6" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {task.problem}
        </Text>
      ) : null}
      <Group component="span" gap={6} mt={4}>
        <DifficultyBadge difficulty={task.difficulty} />
        {task.grade !== null ? (
          <Badge color="gray" variant="light" c="dark.7">
            {t('tasks:gradeValue', { grade: task.grade })}
          </Badge>
        ) : null}
        {task.topic ? (
          <Text span size="xs" c="dimmed">
            {task.topic}
          </Text>
        ) : null}
      </Group>
    </Box>
  );
}
