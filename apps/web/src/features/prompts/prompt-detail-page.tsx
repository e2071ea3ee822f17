import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPrompt } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyPanel } from '../../components/empty-panel';
import { QueryErrorPanel } from '../../components/error-panel';
import { IconSparkles, IconTrash } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { Page } from '../../components/page-layout';
import { showToast } from '../../components/toast';
import { messageForError } from '../../lib/forms/field-error';
import { ApiError } from '../../lib/http';
import { fullName } from '../../lib/people/full-name';
import { useCurrentUser } from '../auth/auth-context';
import { promptQueryOptions, useDeletePrompt, usePrompt } from './api/prompts-api';
import { PromptBadges } from './components/prompt-badges';
import { PromptEditor } from './components/prompt-editor';
import { CopyButton } from './components/prompt-list';
import { PromptVersions } from './components/prompt-versions';
import { LEAVE_ON_PURPOSE } from './components/unsaved-changes-guard';
import { BackToLibrary } from './prompt-new-page';

export default function PromptDetailPage() {
  const { t } = useTranslation();
  const { promptId = '' } = useParams();
  const id = Number(promptId);
  const prompt = usePrompt(id);
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // A new key mounts the form afresh from the prompt as saved (after a save, a restore, a reload).
  const [formKey, setFormKey] = useState(0);
  const remount = () => setFormKey((key) => key + 1);

  if (prompt.error instanceof ApiError && prompt.error.status === 404) {
    return (
      <Page title={t('tasks:prompts.notFound.title')} size="md">
        <EmptyPanel
          icon={<IconSparkles size={28} />}
          description={t('tasks:prompts.notFound.text')}
          actions={<BackToLibrary />}
        />
      </Page>
    );
  }
  if (prompt.isPending) {
    return (
      <Page title={t('tasks:prompts.pageTitle')} size="xl" actions={<BackToLibrary />}>
        <ListSkeleton rows={6} />
      </Page>
    );
  }
  if (prompt.isError) {
    return (
      <Page title={t('tasks:prompts.pageTitle')} size="xl" actions={<BackToLibrary />}>
        <QueryErrorPanel title={t('tasks:prompts.loadError')} query={prompt} />
      </Page>
    );
  }

  const data = prompt.data;
  const afterChange = (saved: TPrompt) => {
    queryClient.setQueryData(promptQueryOptions(saved.id).queryKey, saved);
    remount();
  };
  return (
    <Page
      title={data.name}
      subtitle={[
        t(`tasks:prompts.purpose.${data.purpose}`),
        t(`tasks:prompts.languages.${data.language}`),
        t('tasks:prompts.versionLabel', { version: data.version }),
      ].join(' · ')}
      size="xl"
      actions={
        <>
          <BackToLibrary />
          <CopyButton prompt={data} />
          {data.can_edit ? <DeletePromptButton prompt={data} /> : null}
        </>
      }
    >
      <Stack gap="xl">
        <PromptBadges prompt={data} showOwner={user.role === 'admin'} />
        {data.can_edit ? null : (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {data.scope === 'shared' || !data.owner
              ? t('tasks:prompts.readOnly')
              : t('tasks:prompts.readOnlyPersonal', { name: fullName(data.owner) })}
          </Alert>
        )}
        <PromptEditor
          key={`${data.id}-${formKey}`}
          prompt={data}
          readOnly={!data.can_edit}
          onSaved={(saved) => {
            showToast(t, 'teal', t('tasks:prompts.editor.saved', { version: saved.version }));
            afterChange(saved);
          }}
          onReload={() => void prompt.refetch().then(remount)}
        />
        <PromptVersions prompt={data} onRestored={afterChange} />
      </Stack>
    </Page>
  );
}

function DeletePromptButton({ prompt }: { prompt: TPrompt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePrompt(prompt.id);
  return (
    <Group>
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={16} />}
        onClick={() => setConfirming(true)}
      >
        {t('tasks:prompts.delete.action')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('tasks:prompts.delete.title', { name: prompt.name })}
        confirmLabel={t('tasks:prompts.delete.confirm')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast(t, 'teal', t('tasks:prompts.delete.done', { name: prompt.name }));
              void Promise.resolve(navigate('/prompts', { state: LEAVE_ON_PURPOSE })).then(() =>
                queryClient.removeQueries({ queryKey: promptQueryOptions(prompt.id).queryKey }),
              );
            },
            onError: (error) => {
              const message = messageForError(error);
              showToast(t, 'red', t(message.key, message.values));
              setConfirming(false);
            },
          })
        }
      >
        {t('tasks:prompts.delete.text')}
      </ConfirmDialog>
    </Group>
  );
}
