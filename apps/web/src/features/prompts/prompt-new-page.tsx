import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { IconArrowLeft } from '../../components/icons';
import { Page } from '../../components/page-layout';
import { showToast } from '../../components/toast';
import { PromptEditor } from './components/prompt-editor';
import { LEAVE_ON_PURPOSE } from './components/unsaved-changes-guard';

export default function PromptNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page
      title={t('tasks:prompts.newPrompt')}
      subtitle={t('tasks:prompts.newIntro')}
      size="xl"
      actions={<BackToLibrary />}
    >
      <PromptEditor
        onSaved={(prompt) => {
          showToast(t, 'teal', t('tasks:prompts.editor.created', { name: prompt.name }));
          void navigate(`/prompts/${prompt.id}`, { replace: true, state: LEAVE_ON_PURPOSE });
        }}
      />
    </Page>
  );
}

export function BackToLibrary() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/prompts" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('tasks:prompts.back')}
    </Button>
  );
}
