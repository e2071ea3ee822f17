import {
  Badge,
  Box,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { TPrompt, TPromptVersion } from '@taskas/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorPanel } from '../../../components/error-panel';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import { messageForError } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { fullName } from '../../../lib/people/full-name';
import { usePromptVersions, useRestorePromptVersion } from '../api/prompts-api';
import { lineDiff } from './line-diff';

/**
 * A prompt's history, newest first: who saved each version and when, which were restorations; two
 * versions compared line by line; an older version restored as a new one.
 */
export function PromptVersions({
  prompt,
  onRestored,
}: {
  prompt: TPrompt;
  onRestored: (prompt: TPrompt) => void;
}) {
  const { t } = useTranslation();
  const versions = usePromptVersions(prompt.id);
  const [restoring, setRestoring] = useState<TPromptVersion | null>(null);
  const restore = useRestorePromptVersion(prompt.id);

  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(
      { version: restoring.version, expectedVersion: prompt.version },
      {
        onSuccess: (saved) => {
          showToast(
            t,
            'teal',
            t('tasks:prompts.versions.restored', { version: restoring.version, newVersion: saved.version }),
          );
          setRestoring(null);
          onRestored(saved);
        },
        onError: (error) => {
          const message =
            error instanceof ApiError && error.status === 409
              ? { key: 'tasks:prompts.editor.conflictText' }
              : messageForError(error);
          showToast(t, 'red', t(message.key, message.values));
          setRestoring(null);
          void versions.refetch();
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="prompt-versions-title">
      <Title order={2} fz="xl" mb="sm" id="prompt-versions-title">
        {t('tasks:prompts.versions.title')}
      </Title>
      {versions.isPending ? (
        <ListSkeleton rows={3} />
      ) : versions.isError ? (
        <QueryErrorPanel title={t('tasks:prompts.versions.loadError')} query={versions} />
      ) : (
        <Stack gap="lg">
          <VersionTable
            versions={versions.data}
            current={prompt.version}
            canRestore={prompt.can_edit}
            onRestore={setRestoring}
          />
          <VersionCards
            versions={versions.data}
            current={prompt.version}
            canRestore={prompt.can_edit}
            onRestore={setRestoring}
          />
          {versions.data.length > 1 ? <VersionCompare versions={versions.data} /> : null}
        </Stack>
      )}
      <ConfirmDialog
        opened={restoring !== null}
        title={t('tasks:prompts.versions.restoreTitle', { version: restoring?.version ?? '' })}
        confirmLabel={t('tasks:prompts.versions.restoreConfirm', { version: restoring?.version ?? '' })}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onClose={() => setRestoring(null)}
      >
        {t('tasks:prompts.versions.restoreText', {
          version: restoring?.version ?? '',
          newVersion: prompt.version + 1,
        })}
      </ConfirmDialog>
    </Box>
  );
}

type TVersionRows = {
  versions: TPromptVersion[];
  current: number;
  canRestore: boolean;
  onRestore: (version: TPromptVersion) => void;
};

function useVersionParts() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return {
    editor: (version: TPromptVersion) =>
      version.edited_by ? fullName(version.edited_by) : t('tasks:prompts.versions.system'),
    when: (version: TPromptVersion) =>
      formatDate(version.created_at, language, { dateStyle: 'medium', timeStyle: 'short' }),
    note: (version: TPromptVersion) =>
      version.restored_from === null
        ? ''
        : t('tasks:prompts.versions.restoredFrom', { version: version.restored_from }),
  };
}

function VersionLabel({ version, current }: { version: TPromptVersion; current: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text span fw={600}>
        {t('tasks:prompts.versionLabel', { version: version.version })}
      </Text>
      {version.version === current ? (
        <Badge variant="light" color="teal" c="dark.7">
          {t('tasks:prompts.versions.current')}
        </Badge>
      ) : null}
    </Group>
  );
}

function RestoreButton({
  version,
  current,
  canRestore,
  onRestore,
}: Omit<TVersionRows, 'versions'> & { version: TPromptVersion }) {
  const { t } = useTranslation();
  if (!canRestore || version.version === current) return null;
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconRestore size={14} aria-hidden />}
      onClick={() => onRestore(version)}
    >
      {t('tasks:prompts.versions.restore', { version: version.version })}
    </Button>
  );
}

function VersionTable({ versions, ...rest }: TVersionRows) {
  const { t } = useTranslation();
  const parts = useVersionParts();
  return (
    <WideTable
      label={t('tasks:prompts.versions.label')}
      minWidth={640}
      head={
        <>
          <Table.Th>{t('tasks:prompts.list.version')}</Table.Th>
          <Table.Th>{t('tasks:prompts.versions.editedBy')}</Table.Th>
          <Table.Th>{t('tasks:prompts.versions.when')}</Table.Th>
          <Table.Th>{t('tasks:prompts.versions.note')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('tasks:prompts.list.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {versions.map((version) => (
        <Table.Tr key={version.version}>
          <Table.Td>
            <VersionLabel version={version} current={rest.current} />
          </Table.Td>
          <Table.Td>{parts.editor(version)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{parts.when(version)}</Table.Td>
          <Table.Td>{parts.note(version)}</Table.Td>
          <Table.Td style={{ textAlign: 'right' }}>
            <RestoreButton version={version} {...rest} />
          </Table.Td>
        </Table.Tr>
      ))}
    </WideTable>
  );
}

function VersionCards({ versions, ...rest }: TVersionRows) {
  const { t } = useTranslation();
  const parts = useVersionParts();
  return (
    <PhoneCards label={t('tasks:prompts.versions.label')}>
      {versions.map((version) => (
        <Paper component="li" key={version.version} withBorder p="md" bg="var(--mantine-color-white)">
          <Stack gap={4}>
            <VersionLabel version={version} current={rest.current} />
            <Text size="sm">
              {parts.editor(version)} · {parts.when(version)}
            </Text>
            {version.restored_from === null ? null : (
              <Text size="sm" c="dimmed">
                {parts.note(version)}
              </Text>
            )}
            <Group justify="flex-end">
              <RestoreButton version={version} {...rest} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </PhoneCards>
  );
}

/** Two versions picked (the previous and the current at first), their differences line by line. */
function VersionCompare({ versions }: { versions: TPromptVersion[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [fromNumber, setFromNumber] = useState(versions[1]?.version ?? 1);
  const [toNumber, setToNumber] = useState(versions[0]?.version ?? 1);
  const from = versions.find((version) => version.version === fromNumber) ?? versions[1];
  const to = versions.find((version) => version.version === toNumber) ?? versions[0];
  if (!from || !to) return null;
  const options = versions.map((version) => ({
    value: String(version.version),
    label: t('tasks:prompts.versionLabel', { version: version.version }),
  }));
  const lines = lineDiff(from.template, to.template);
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  const settings = [
    from.name !== to.name ? t('tasks:prompts.compare.nameChanged', { from: from.name, to: to.name }) : null,
    from.temperature !== to.temperature
      ? t('tasks:prompts.compare.temperatureChanged', {
          from: formatNumber(from.temperature, language),
          to: formatNumber(to.temperature, language),
        })
      : null,
    from.max_tokens !== to.max_tokens
      ? t('tasks:prompts.compare.maxTokensChanged', {
          from: formatNumber(from.max_tokens, language),
          to: formatNumber(to.max_tokens, language),
        })
      : null,
  ].filter((line): line is string => line !== null);

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-white)"
      component="section"
      aria-labelledby="prompt-compare-title"
    >
      <Stack gap="md">
        <Title order={3} fz="lg" id="prompt-compare-title">
          {t('tasks:prompts.compare.title')}
        </Title>
        <Group gap="md" align="flex-end">
          <NativeSelect
            label={t('tasks:prompts.compare.from')}
            value={String(from.version)}
            onChange={(event) => setFromNumber(Number(event.currentTarget.value))}
            data={options}
            w={{ base: '100%', xs: 180 }}
          />
          <NativeSelect
            label={t('tasks:prompts.compare.to')}
            value={String(to.version)}
            onChange={(event) => setToNumber(Number(event.currentTarget.value))}
            data={options}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>
        <Text size="sm" role="status">
          {from.version === to.version
            ? t('tasks:prompts.compare.same')
            : t('tasks:prompts.compare.summary', {
                added: t('tasks:prompts.compare.addedLines', { count: added }),
                removed: t('tasks:prompts.compare.removedLines', { count: removed }),
              })}
        </Text>
        {settings.length > 0 ? (
          <List size="sm" spacing={2}>
            {settings.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        ) : null}
        <DiffView lines={lines} />
      </Stack>
    </Paper>
  );
}

const LINE_LOOK = {
  added: { sign: '+', bg: 'var(--mantine-color-teal-0)', color: 'var(--mantine-color-teal-9)' },
  removed: { sign: '−', bg: 'var(--mantine-color-red-0)', color: 'var(--mantine-color-red-9)' },
  same: { sign: ' ', bg: 'transparent', color: 'inherit' },
} as const;

/** The lines of a comparison: each added or removed line says so in words and with +/−, not only in colour. */
function DiffView({ lines }: { lines: ReturnType<typeof lineDiff> }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('tasks:prompts.compare.linesLabel')}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        fontFamily: 'var(--mantine-font-family-monospace)',
        fontSize: 13,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      {lines.map((line, index) => {
        const look = LINE_LOOK[line.kind];
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a comparison's lines are shown once, never reordered
            key={index}
            data-change={line.kind}
            px="sm"
            py={2}
            style={{
              background: look.bg,
              color: look.color,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <span aria-hidden="true" style={{ display: 'inline-block', width: '1.5ch', fontWeight: 700 }}>
              {look.sign}
            </span>
            {line.kind === 'same' ? null : (
              <VisuallyHidden>{t(`tasks:prompts.compare.${line.kind}`)} </VisuallyHidden>
            )}
            {line.text || ' '}
          </Box>
        );
      })}
    </Box>
  );
}
