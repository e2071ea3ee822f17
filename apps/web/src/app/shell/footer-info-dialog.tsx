import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type TFooterInfo = 'terms' | 'privacy' | 'contact';

/** Terms, Privacy or Contact: a short note in a dialog (fetched the first time one is opened). */
export default function FooterInfoDialog({
  opened,
  info,
  onClose,
}: {
  opened: boolean;
  info: TFooterInfo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={info ? t(`modals:${info}.title`) : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      centered
    >
      {info ? <Text>{t(`modals:${info}.body`)}</Text> : null}
    </Modal>
  );
}
