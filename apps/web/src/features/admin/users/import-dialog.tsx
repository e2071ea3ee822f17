import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Input,
  List,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CSV_IMPORT_MAX_ROWS,
  type Language,
  type TCsvImportPreview,
  type TCsvImportResult,
  type TCsvImportRow,
  ZCsvImportPreview,
  ZCsvImportRequest,
} from '@taskas/contracts';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck, IconDownload, IconFileImport } from '../../../components/icons';
import { PhoneCards, WideTable } from '../../../components/responsive-list';
import { showToast } from '../../../components/toast';
import type { TMessage } from '../../../lib/forms/field-error';
import { ApiError } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useImportClassList, useImportPreview } from './api/csv-import';
import { exampleClassListBlob } from './example-csv';
import { InvitationLanguageField } from './invitation-language-field';
import { refusalMessage } from './refusal-message';

/** The largest file the server takes (its request schema), in bytes. */
const MAX_FILE_BYTES = ZCsvImportRequest.shape.csv.maxLength ?? 200_000;

/**
 * A class list from a CSV file: the admin chooses the file and the invitations' language, sees every
 * row with its problems (in their own language), and imports only a list without any; then what was
 * created. Nothing is half-imported: the server creates all the accounts or none.
 */
export function ImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('home:adminUsers.import.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened ? <ImportFlow onClose={onClose} /> : null}
    </Modal>
  );
}

function ImportFlow({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const fileInputId = useId();
  const [language, setLanguage] = useState<Language>(currentLanguage(i18n));
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<TMessage | null>(null);
  const [preview, setPreview] = useState<TCsvImportPreview | null>(null);
  const [result, setResult] = useState<TCsvImportResult | null>(null);
  const check = useImportPreview();
  const importList = useImportClassList();
  const [failure, setFailure] = useState<TMessage | null>(null);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setPreview(null);
    setFailure(null);
    setFileError(null);
    setCsv(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError({ key: 'home:adminUsers.import.fileTooLarge', values: { size: MAX_FILE_BYTES / 1000 } });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFileError({ key: 'home:adminUsers.import.fileUnreadable' });
      return;
    }
    if (text.trim() === '') {
      setPreview({ rows: [], valid: 0, invalid: 0, file_problem: 'empty' });
      return;
    }
    setCsv(text);
    check.mutate(
      { csv: text, language },
      { onSuccess: setPreview, onError: (error) => setFailure(refusalMessage(error)) },
    );
  };

  const runImport = () => {
    if (csv === null) return;
    setFailure(null);
    importList.mutate(
      { csv, language },
      {
        onSuccess: (done) => {
          setResult(done);
          showToast(t, 'teal', t('home:adminUsers.import.imported', { count: done.created.length }));
        },
        onError: (error) => {
          // Someone else's change between the preview and the import: the new preview says what.
          const fresh =
            error instanceof ApiError ? ZCsvImportPreview.safeParse(error.details?.preview) : null;
          if (fresh?.success) setPreview(fresh.data);
          else setFailure(refusalMessage(error));
        },
      },
    );
  };

  const restart = () => {
    setResult(null);
    setPreview(null);
    setCsv(null);
    setFailure(null);
  };

  if (result) return <ImportResult result={result} onAnother={restart} onClose={onClose} />;

  const ready =
    preview !== null && preview.file_problem === null && preview.invalid === 0 && preview.valid > 0;

  return (
    <Stack gap="md">
      <Text>{t('home:adminUsers.import.intro')}</Text>
      <ExampleLink />
      <Input.Wrapper
        label={t('home:adminUsers.import.file')}
        id={fileInputId}
        error={fileError ? t(fileError.key, fileError.values) : undefined}
      >
        <Box mt={4}>
          <input
            id={fileInputId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void chooseFile(event)}
            aria-invalid={fileError ? true : undefined}
          />
        </Box>
      </Input.Wrapper>
      <InvitationLanguageField
        label={t('home:adminUsers.import.language')}
        value={language}
        onChange={setLanguage}
      />

      {failure ? (
        <Alert color="red" variant="light" icon={<IconAlert size={20} />} role="alert">
          {t(failure.key, failure.values)}
        </Alert>
      ) : null}
      {check.isPending ? (
        <Text c="dimmed" role="status">
          {t('common:loading.page')}
        </Text>
      ) : null}
      {preview ? <PreviewSection preview={preview} /> : null}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={importList.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          leftSection={<IconFileImport size={16} />}
          disabled={!ready || check.isPending}
          loading={importList.isPending}
          onClick={runImport}
        >
          {t('home:adminUsers.import.submit', { count: preview?.valid ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The example file as a download, generated here in the admin's language. */
function ExampleLink() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const href = useMemo(() => URL.createObjectURL(exampleClassListBlob(language)), [language]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Anchor href={href} download={t('home:adminUsers.import.exampleFileName')} w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        {t('home:adminUsers.import.example')}
      </Group>
    </Anchor>
  );
}

function PreviewSection({ preview }: { preview: TCsvImportPreview }) {
  const { t } = useTranslation();
  if (preview.file_problem) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} role="alert">
        {t(`home:adminUsers.csvFileProblems.${preview.file_problem}`, { max: CSV_IMPORT_MAX_ROWS })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600} role="status">
        {t('home:adminUsers.import.counts', { valid: preview.valid, invalid: preview.invalid })}
      </Text>
      {preview.invalid > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlert size={20} />}>
          {t('home:adminUsers.import.fixFirst')}
        </Alert>
      ) : null}
      <WideTable
        label={t('home:adminUsers.import.previewCaption')}
        minWidth={720}
        head={
          <>
            <Table.Th>{t('home:adminUsers.import.columns.line')}</Table.Th>
            <Table.Th>{t('home:adminUsers.import.columns.name')}</Table.Th>
            <Table.Th>{t('home:adminUsers.import.columns.email')}</Table.Th>
            <Table.Th>{t('home:adminUsers.import.columns.tutorEmail')}</Table.Th>
            <Table.Th>{t('home:adminUsers.import.columns.problems')}</Table.Th>
          </>
        }
      >
        {preview.rows.map((row) => (
          <Table.Tr key={row.line}>
            <Table.Td>{row.line}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {`${row.first_name} ${row.last_name}`.trim()}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.tutor_email ?? ''}</Table.Td>
            <Table.Td>
              <RowProblems row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </WideTable>
      <PhoneCards label={t('home:adminUsers.import.previewCaption')}>
        {preview.rows.map((row) => (
          <Paper component="li" key={row.line} withBorder p="sm" bg="var(--mantine-color-white)">
            <Text size="sm" c="dimmed">
              {t('home:adminUsers.import.lineNo', { line: row.line })}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {`${row.first_name} ${row.last_name}`.trim()}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
            {row.tutor_email ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('home:adminUsers.import.tutorOf', { email: row.tutor_email })}
              </Text>
            ) : null}
            <Box mt={6}>
              <RowProblems row={row} />
            </Box>
          </Paper>
        ))}
      </PhoneCards>
    </Stack>
  );
}

function RowProblems({ row }: { row: TCsvImportRow }) {
  const { t } = useTranslation();
  if (row.problems.length === 0) {
    return (
      <Group gap={4} c="teal.9" wrap="nowrap">
        <IconCheck size={16} />
        <Text size="sm" span>
          {t('home:adminUsers.import.rowOk')}
        </Text>
      </Group>
    );
  }
  return (
    <List size="sm" c="red.9" spacing={2}>
      {row.problems.map((item) => (
        <List.Item key={`${item.field}-${item.problem}`}>
          {t(`home:adminUsers.csvProblems.${item.problem}`)}
        </List.Item>
      ))}
    </List>
  );
}

function ImportResult({
  result,
  onAnother,
  onClose,
}: {
  result: TCsvImportResult;
  onAnother: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="teal"
        variant="light"
        icon={<IconCheck size={20} />}
        title={t('home:adminUsers.import.done')}
      >
        <Text>{t('home:adminUsers.import.created', { count: result.created.length })}</Text>
        {result.links > 0 ? <Text>{t('home:adminUsers.import.links', { count: result.links })}</Text> : null}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          {t('home:adminUsers.import.another')}
        </Button>
        <Button onClick={onClose}>{t('home:adminUsers.import.close')}</Button>
      </Group>
    </Stack>
  );
}
