import { Box, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../lib/forms/field-error';
import { EmptyPanel } from './empty-panel';
import { IconAlert, IconRefresh } from './icons';

/**
 * Data that could not be loaded: what failed (`title`), why in the user's language (the error's
 * catalogue message), and a button that asks again.
 */
export function ErrorPanel({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  const message = messageForError(error);
  return (
    <Box role="alert">
      <EmptyPanel
        color="red"
        icon={<IconAlert size={28} />}
        title={title}
        description={t(message.key, message.values)}
        actions={
          <Button onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={16} />}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    </Box>
  );
}

/** The ErrorPanel of a query that failed: its error, and Retry asks again. */
export function QueryErrorPanel({
  title,
  query,
}: {
  title: string;
  query: Pick<UseQueryResult, 'error' | 'refetch' | 'isFetching'>;
}) {
  return (
    <ErrorPanel
      title={title}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
