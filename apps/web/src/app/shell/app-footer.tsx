import { Anchor, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyDialog } from '../../components/lazy-dialog';
import { lazyPart } from '../../lib/i18n/lazy-part';
import type { TFooterInfo } from './footer-info-dialog';
import classes from './shell.module.css';

const INFO: readonly TFooterInfo[] = ['terms', 'privacy', 'contact'];

// The dialog (Mantine's Modal and what it brings) and its text are fetched when a link is first pointed
// at or pressed, not with every page.
const dialog = lazyPart(() => import('./footer-info-dialog'), ['modals']);

/** Copyright plus Terms, Privacy and Contact, each a short note in a dialog. */
export function AppFooter() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<TFooterInfo | null>(null);
  // The note stays in the dialog while it closes.
  const [shown, setShown] = useState<TFooterInfo | null>(null);
  const preload = () => void dialog.preload().catch(() => undefined);
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
                onPointerEnter={preload}
                onFocus={preload}
                onClick={() => {
                  setShown(item);
                  setOpen(item);
                }}
              >
                {t(`common:footer.${item}`)}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
      <LazyDialog dialog={dialog} opened={open !== null} info={shown} onClose={() => setOpen(null)} />
    </footer>
  );
}
