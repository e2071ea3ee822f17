import { Box, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageForError } from '../lib/forms/field-error';
import { EmptyPanel } from './empty-panel';
import type { TErrorPanelProps } from './error-panel';
import { IconAlert, IconRefresh } from './icons';

/** The panel of ErrorPanel (error-panel.tsx), fetched after the page or with the first failure. */
export default function ErrorPanelContent({ title, error, onRetry, retrying = false }: TErrorPanelProps) {
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
