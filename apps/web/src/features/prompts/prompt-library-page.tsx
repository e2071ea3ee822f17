import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page-layout';
import { PromptList } from './components/prompt-list';
import { TaskGenerationCard } from './components/task-generation-card';

export default function PromptLibraryPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('tasks:prompts.pageTitle')}
      subtitle={t('tasks:prompts.intro')}
      size="xl"
      actions={
        <Button component={Link} to="/prompts/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('tasks:prompts.newPrompt')}
        </Button>
      }
    >
      <Stack gap="lg">
        <TaskGenerationCard />
        <PromptList />
      </Stack>
    </Page>
  );
}
