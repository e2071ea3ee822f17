import { Box, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { DIFFICULTIES, type Difficulty } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconBook, IconSearch, IconSparkles } from '../../components/icons';
import { LazyDialog } from '../../components/lazy-dialog';
import { FILTER_NOTE_BELOW, ListSearchInput, searchFormProps } from '../../components/list-search-input';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { PageNav } from '../../components/page-nav';
import { formatNumber } from '../../lib/i18n/format';
import { currentLanguage } from '../../lib/i18n/i18n';
import { lazyPart } from '../../lib/i18n/lazy-part';
import { useLastPageClamp, useListAddress } from '../../lib/routing/use-list-address';
import { useTasks } from './api/get-tasks';
import { useTaskSearch } from './api/search-tasks';
import { TaskCard } from './components/task-card';
import {
  GRADES,
  readTaskListSearch,
  SEARCH_MAX_LENGTH,
  taskListSearchParams,
} from './components/task-search';
import { topicOptions } from './components/topics';

/**
 * The task bank: a curriculum search, filters by difficulty, topic, grade and solved, and a page of
 * 20 task cards. Everything shown is kept in the address, so a link or the back button restores it.
 * The search endpoint filters by difficulty and grade only, so topic and "solved" wait while searching.
 */
// Fetched when first opened: most visits to the list never generate a task.
const generateTaskDialog = lazyPart(
  () =>
    import('./components/generate-task-dialog').then((module) => ({ default: module.GenerateTaskDialog })),
  ['tasks', 'tasks.assignments'],
);

export default function TasksPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const address = useListAddress({
    read: readTaskListSearch,
    write: taskListSearchParams,
    maxLength: SEARCH_MAX_LENGTH,
  });
  const { search, update, choose } = address;
  const searching = search.q !== '';

  const list = useTasks(
    {
      language,
      difficulty: search.difficulty,
      topic: search.topic,
      grade: search.grade,
      completed: search.completed,
      page: search.page,
    },
    { enabled: !searching },
  );
  const found = useTaskSearch(
    { q: search.q, language, difficulty: search.difficulty, grade: search.grade, page: search.page },
    { enabled: searching },
  );
  const tasks = searching ? found : list;

  const [generating, setGenerating] = useState(false);

  const filtered =
    searching ||
    search.difficulty !== undefined ||
    search.topic !== undefined ||
    search.grade !== undefined ||
    search.completed !== undefined;
  const clear = () =>
    address.clear({ difficulty: undefined, topic: undefined, grade: undefined, completed: undefined });

  const lastPage = tasks.data && !tasks.isPlaceholderData ? Math.max(1, tasks.data.pagination.pages) : null;
  useLastPageClamp(search.page, lastPage, (page) => update({ page }));

  const all = { value: '', label: t('tasks:filters.all') };

  return (
    <Page
      title={t('tasks:list.pageTitle')}
      subtitle={t('tasks:list.intro')}
      actions={
        <Button leftSection={<IconSparkles size={16} />} onClick={() => setGenerating(true)}>
          {t('tasks:generate.open')}
        </Button>
      }
    >
      <LazyDialog
        dialog={generateTaskDialog}
        opened={generating}
        onClose={() => setGenerating(false)}
        initialTopic={search.topic ?? null}
      />
      <Stack gap="md">
        <Box {...searchFormProps(address)}>
          <ListSearchInput
            address={address}
            label={t('tasks:filters.searchLabel')}
            placeholder={t('tasks:filters.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
          />
        </Box>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <NativeSelect
            label={t('tasks:filters.difficulty')}
            value={search.difficulty ?? ''}
            onChange={(event) =>
              choose({ difficulty: (event.currentTarget.value || undefined) as Difficulty | undefined })
            }
            data={[all, ...DIFFICULTIES.map((value) => ({ value, label: t(`tasks:difficulty.${value}`) }))]}
          />
          <NativeSelect
            label={t('tasks:filters.topic')}
            value={search.topic ?? ''}
            disabled={searching}
            description={searching ? t('tasks:filters.notWhileSearching') : undefined}
            inputWrapperOrder={FILTER_NOTE_BELOW}
            onChange={(event) => choose({ topic: event.currentTarget.value || undefined })}
            data={[all, ...topicOptions(language).map((topic) => ({ value: topic.id, label: topic.name }))]}
          />
          <NativeSelect
            label={t('tasks:filters.grade')}
            value={search.grade === undefined ? '' : String(search.grade)}
            onChange={(event) =>
              choose({ grade: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })
            }
            data={[
              all,
              ...GRADES.map((grade) => ({ value: String(grade), label: t('tasks:gradeValue', { grade }) })),
            ]}
          />
          <NativeSelect
            label={t('tasks:filters.completed')}
            value={search.completed === undefined ? '' : String(search.completed)}
            disabled={searching}
            description={searching ? t('tasks:filters.notWhileSearching') : undefined}
            inputWrapperOrder={FILTER_NOTE_BELOW}
            onChange={(event) => {
              const value = event.currentTarget.value;
              choose({ completed: value === '' ? undefined : value === 'true' });
            }}
            data={[
              all,
              { value: 'false', label: t('tasks:filters.notSolved') },
              { value: 'true', label: t('tasks:filters.solved') },
            ]}
          />
        </SimpleGrid>

        {tasks.isPending ? (
          <ListSkeleton rows={6} />
        ) : tasks.isError ? (
          <QueryErrorPanel title={t('tasks:list.loadError')} query={tasks} />
        ) : tasks.data.data.length === 0 ? (
          filtered ? (
            <EmptyPanel
              icon={<IconSearch size={28} />}
              title={t('tasks:list.noMatchTitle')}
              description={t(searching ? 'tasks:list.noSearchMatchText' : 'tasks:list.noMatchText')}
              actions={
                <Button variant="default" onClick={clear}>
                  {t('tasks:list.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyPanel
              icon={<IconBook size={28} />}
              title={t('tasks:list.emptyTitle')}
              description={t('tasks:list.emptyText')}
            />
          )
        ) : (
          <Stack
            gap="md"
            aria-busy={tasks.isPlaceholderData}
            style={{ opacity: tasks.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
          >
            <Group justify="space-between" gap="sm">
              <Text c="dimmed" size="sm" role="status">
                {t(searching ? 'tasks:list.foundCount' : 'tasks:list.tasksCount', {
                  count: tasks.data.pagination.total,
                  formatted: formatNumber(tasks.data.pagination.total, language),
                })}
              </Text>
              {filtered ? (
                <Button variant="subtle" size="compact-sm" onClick={clear}>
                  {t('tasks:list.clearFilters')}
                </Button>
              ) : null}
            </Group>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2 }}
              spacing="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('tasks:list.listLabel')}
            >
              {tasks.data.data.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} />
                </li>
              ))}
            </SimpleGrid>
            <PageNav
              label={t('tasks:list.pagination.label')}
              page={tasks.data.pagination.page}
              pages={tasks.data.pagination.pages}
              scrollToTop
              onChange={(page) => update({ page })}
            />
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
