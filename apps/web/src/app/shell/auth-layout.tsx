import { Box, Center, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageShown } from '../../components/after-page-load';
import { FullPageLoader } from '../../components/full-page-loader';
import { AppFooter } from './app-footer';
import { AppLogo } from './app-logo';
import classes from './auth-layout.module.css';
import { LanguageSwitcher } from './language-switcher';
import { OfflineBanner } from './offline-banner';
import shell from './shell.module.css';

/** Login, register and the password pages: a calm centred card with the language switcher. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={`${shell.page} ${classes.background}`}>
      <header>
        <Container size="xl" py="md">
          <Group justify="space-between">
            <AppLogo to="/login" />
            <LanguageSwitcher size="sm" />
          </Group>
        </Container>
      </header>
      <OfflineBanner />
      <main id="main-content" className={shell.main}>
        <Center px="md" py={{ base: 'md', sm: 'xl' }}>
          <Box w="100%" maw={460}>
            <Suspense fallback={<FullPageLoader label={t('common:loading.page')} minHeight="40vh" />}>
              <Outlet />
              <PageShown />
            </Suspense>
          </Box>
        </Center>
      </main>
      <AppFooter />
    </div>
  );
}
