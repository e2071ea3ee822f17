import type { Language, TUser } from '@taskas/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { createI18n } from '../lib/i18n/bundled-i18n';
import { syncDocumentLanguage } from '../lib/i18n/i18n';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 1,
    username: 'jonas',
    email: 'jonas@example.lt',
    first_name: 'Jonas',
    last_name: 'Petraitis',
    role: 'student',
    preferred_language: 'en',
    created_at: '2025-09-01T08:00:00.000Z',
    ...overrides,
  };
}

/**
 * The whole app (providers, routes, guards) at `path`, in memory. /version.json answers 404
 * instead of reaching the network; call `vi.unstubAllGlobals()` after each test.
 */
export function renderApp(path: string, { language = 'en' }: { language?: Language } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })),
  );
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const i18n = createI18n(language);
  syncDocumentLanguage(i18n);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, queryClient };
}
