import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { LANGUAGES, PROMPT_PURPOSES, PROMPT_SCOPES, type TPromptSummary } from '@taskas/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyPanel } from '../../../components/empty-panel';
import { QueryErrorPanel } from '../../../components/error-panel';
import { IconSearch, IconSparkles } from '../../../components/icons';
import { ListSearchInput, searchFormProps } from '../../../components/list-search-input';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageNav } from '../../../components/page-nav';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import { messageForError } from '../../../lib/forms/field-error';
import { formatDate } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useLastPageClamp, useListAddress } from '../../../lib/routing/use-list-address';
import { useCurrentUser } from '../../auth/auth-context';
import { PROMPTS_PER_PAGE, useCopyPrompt, usePrompts } from '../api/prompts-api';
import { PromptBadges } from './prompt-badges';
import {
  PROMPT_SEARCH_MAX_LENGTH,
  promptSearchParams,
  readPromptSearch,
  type TLanguageFilter,
  type TPurposeFilter,
  type TScopeFilter,
} from './prompt-search';

/** The library: filters and search kept in the address, a page of prompts as a table or as cards. */
export function PromptList() {
  const { t } = useTranslation();
  const address = useListAddress({
    read: readPromptSearch,
    write: promptSearchParams,
    maxLength: PROMPT_SEARCH_MAX_LENGTH,
  });
  const { search, update } = address;
  const prompts = usePrompts({ ...search, per_page: PROMPTS_PER_PAGE });
  const filtered =
    search.q !== '' || search.purpose !== 'all' || search.language !== 'all' || search.scope !== 'all';
  const clear = () => address.clear({ purpose: 'all', language: 'all', scope: 'all' });

  const lastPage = prompts.data && !prompts.isPlaceholderData ? prompts.data.pagination.pages : null;
  useLastPageClamp(search.page, lastPage, (page) => update({ page }));

  const selectWidth = { base: '100%', xs: 200 };
  return (
    <Stack gap="md">
      <Group {...searchFormProps(address)} align="flex-end" gap="md">
        <ListSearchInput
          address={address}
          label={t('tasks:prompts.filters.search')}
          placeholder={t('tasks:prompts.filters.searchPlaceholder')}
          maxLength={PROMPT_SEARCH_MAX_LENGTH}
          style={{ flex: '1 1 240px' }}
        />
        <NativeSelect
          label={t('tasks:prompts.fields.purpose')}
          value={search.purpose}
          onChange={(event) => address.choose({ purpose: event.currentTarget.value as TPurposeFilter })}
          data={[
            { value: 'all', label: t('tasks:prompts.filters.allPurposes') },
            ...PROMPT_PURPOSES.map((value) => ({ value, label: t(`tasks:prompts.purpose.${value}`) })),
          ]}
          w={selectWidth}
        />
        <NativeSelect
          label={t('tasks:prompts.fields.language')}
          value={search.language}
          onChange={(event) => address.choose({ language: event.currentTarget.value as TLanguageFilter })}
          data={[
            { value: 'all', label: t('tasks:prompts.filters.allLanguages') },
            ...LANGUAGES.map((value) => ({ value, label: t(`tasks:prompts.languages.${value}`) })),
          ]}
          w={selectWidth}
        />
        <NativeSelect
          label={t('tasks:prompts.filters.scope')}
          value={search.scope}
          onChange={(event) => address.choose({ scope: event.currentTarget.value as TScopeFilter })}
          data={[
            { value: 'all', label: t('tasks:prompts.filters.allScopes') },
            ...PROMPT_SCOPES.map((value) => ({ value, label: t(`tasks:prompts.filters.scopes.${value}`) })),
          ]}
          w={selectWidth}
        />
      </Group>

      {prompts.isPending ? (
        <ListSkeleton rows={4} />
      ) : prompts.isError ? (
        <QueryErrorPanel title={t('tasks:prompts.list.loadError')} query={prompts} />
      ) : prompts.data.data.length === 0 ? (
        filtered ? (
          <EmptyPanel
            icon={<IconSearch size={28} />}
            title={t('tasks:prompts.list.noMatchTitle')}
            description={t('tasks:prompts.list.noMatchText')}
            actions={
              <Button variant="default" onClick={clear}>
                {t('tasks:prompts.list.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyPanel
            icon={<IconSparkles size={28} />}
            title={t('tasks:prompts.list.emptyTitle')}
            description={t('tasks:prompts.list.emptyText')}
          />
        )
      ) : (
        <Stack
          gap="md"
          aria-busy={prompts.isPlaceholderData}
          style={{ opacity: prompts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Text c="dimmed" size="sm" role="status">
            {t('tasks:prompts.list.count', { count: prompts.data.pagination.total })}
          </Text>
          <PromptTable prompts={prompts.data.data} />
          <PromptCards prompts={prompts.data.data} />
          <PageNav
            label={t('tasks:prompts.list.pagination')}
            page={prompts.data.pagination.page}
            pages={prompts.data.pagination.pages}
            scrollToTop
            onChange={(page) => update({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function useRowParts() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const user = useCurrentUser();
  return {
    showOwner: user.role === 'admin',
    purpose: (prompt: TPromptSummary) => t(`tasks:prompts.purpose.${prompt.purpose}`),
    language: (prompt: TPromptSummary) => t(`tasks:prompts.languages.${prompt.language}`),
    updated: (prompt: TPromptSummary) =>
      formatDate(prompt.updated_at, language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function PromptTable({ prompts }: { prompts: TPromptSummary[] }) {
  const { t } = useTranslation();
  const parts = useRowParts();
  return (
    <WideTable
      label={t('tasks:prompts.list.label')}
      minWidth={860}
      head={
        <>
          <Table.Th>{t('tasks:prompts.fields.name')}</Table.Th>
          <Table.Th>{t('tasks:prompts.fields.purpose')}</Table.Th>
          <Table.Th>{t('tasks:prompts.fields.language')}</Table.Th>
          <Table.Th>{t('tasks:prompts.list.status')}</Table.Th>
          <Table.Th>{t('tasks:prompts.list.version')}</Table.Th>
          <Table.Th>{t('tasks:prompts.list.updated')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('tasks:prompts.list.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {prompts.map((prompt) => (
        <Table.Tr key={prompt.id}>
          <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/prompts/${prompt.id}`}>
              {prompt.name}
            </Anchor>
          </Table.Td>
          <Table.Td>{parts.purpose(prompt)}</Table.Td>
          <Table.Td>{parts.language(prompt)}</Table.Td>
          <Table.Td>
            <PromptBadges prompt={prompt} showOwner={parts.showOwner} />
          </Table.Td>
          <Table.Td>{t('tasks:prompts.versionLabel', { version: prompt.version })}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{parts.updated(prompt)}</Table.Td>
          <Table.Td style={{ textAlign: 'right' }}>
            <CopyButton prompt={prompt} />
          </Table.Td>
        </Table.Tr>
      ))}
    </WideTable>
  );
}

function PromptCards({ prompts }: { prompts: TPromptSummary[] }) {
  const { t } = useTranslation();
  const parts = useRowParts();
  return (
    <PhoneCards label={t('tasks:prompts.list.label')}>
      {prompts.map((prompt) => (
        <Paper component="li" key={prompt.id} withBorder p="md" bg="var(--mantine-color-white)">
          <Stack gap={6}>
            <Anchor
              component={Link}
              to={`/prompts/${prompt.id}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {prompt.name}
            </Anchor>
            <Text size="sm">
              {parts.purpose(prompt)} · {parts.language(prompt)} ·{' '}
              {t('tasks:prompts.versionLabel', { version: prompt.version })}
            </Text>
            <PromptBadges prompt={prompt} showOwner={parts.showOwner} />
            <Group justify="space-between" align="center" gap="xs">
              <Text size="sm" c="dimmed">
                {t('tasks:prompts.list.updatedOn', { date: parts.updated(prompt) })}
              </Text>
              <CopyButton prompt={prompt} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </PhoneCards>
  );
}

/** A tutor may copy a shared prompt into their own library; the copy opens at once. */
export function CopyButton({
  prompt,
}: {
  prompt: Pick<TPromptSummary, 'id' | 'name' | 'scope' | 'can_edit'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyPrompt();
  if (prompt.scope !== 'shared' || prompt.can_edit) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCopy size={14} aria-hidden />}
      loading={copy.isPending}
      aria-label={t('tasks:prompts.copy.labelFor', { name: prompt.name })}
      onClick={() =>
        copy.mutate(prompt.id, {
          onSuccess: (copied) => {
            showToast(t, 'teal', t('tasks:prompts.copy.done', { name: copied.name }));
            void navigate(`/prompts/${copied.id}`);
          },
          onError: (error) => {
            const message = messageForError(error);
            showToast(t, 'red', t(message.key, message.values));
          },
        })
      }
    >
      {t('tasks:prompts.copy.action')}
    </Button>
  );
}
