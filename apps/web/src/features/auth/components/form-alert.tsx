import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons';
import type { TMessage } from '../../../lib/forms/field-error';

/** A form-level error (not tied to one field), announced to screen readers. */
export function FormAlert({ message }: { message: TMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={20} />} role="alert">
      {t(message.key, message.values)}
    </Alert>
  );
}
