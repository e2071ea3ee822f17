import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastHost } from '../components/toast-host';
import { cssVariablesResolver, theme } from './theme';

/** Everything the app needs above the router: theme, translations, server-state cache, toasts. */
export function AppProviders({
  children,
  queryClient,
  i18n,
  env,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  i18n: TI18n;
  /** `test` turns off transitions and portals so tests see menus and dialogs at once. */
  env?: 'default' | 'test';
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
        >
          <ToastHost />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
