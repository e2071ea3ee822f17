import { Anchor, Container, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

type TInfo = 'terms' | 'privacy' | 'contact';
const INFO: readonly TInfo[] = ['terms', 'privacy', 'contact'];

/** Copyright plus Terms, Privacy and Contact, each a short note in a dialog. */
export function AppFooter() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TInfo | null>(null);
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('common:footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group component="nav" aria-label={t('common:footer.links')} gap="lg">
            {INFO.map((item) => (
              <Anchor
                key={item}
                component="button"
                type="button"
                size="sm"
                c="gray.8"
                onClick={() => setOpen(item)}
              >
                {t(`common:footer.${item}`)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`modals:${open}.title`) : ''}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        centered
      >
        {open ? <Text>{t(`modals:${open}.body`)}</Text> : null}
      </Modal>
    </footer>
  );
}
