import type { AddressInfo } from 'node:net';
import type { Language, Role } from '@taskas/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type SeededAccount, seedDemoAccounts } from '../../../server/src/db/seed/demo-accounts.ts';
import { createTutorRepository } from '../../../server/src/features/tutor/tutor.repository.ts';
import { buildUser, createTestContext, type TestUser } from '../../../server/src/test/support.ts';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { apiAuth } from '../lib/http';
import { createI18n } from '../lib/i18n/bundled-i18n';
import { syncDocumentLanguage } from '../lib/i18n/i18n';

type TContext = Awaited<ReturnType<typeof createTestContext>>;
type TCredentials = { email: string; password: string };

export type TLiveServer = {
  origin: string;
  context: TContext;
  /** The demo people of first-start seeding: an admin, a tutor and the tutor's three students. */
  demo: Record<'admin' | 'tutor' | 'student', SeededAccount[]>;
  /** Another account, created in the database the way registration creates one. */
  addUser(overrides?: { role?: Role; first_name?: string }): Promise<TestUser>;
  link(tutorId: number, studentId: number): Promise<void>;
  idOf(username: string): Promise<number>;
  dispose(): Promise<void>;
};

/**
 * The real server (in-process Fastify over a fresh SQLite file) on a local port, with happy-dom's
 * page moved to its origin: the app's relative `/api` calls and their cookies then reach it exactly
 * as in a browser. No part of the server or the HTTP client is replaced.
 */
export async function startLiveServer(): Promise<TLiveServer> {
  const context = await createTestContext('sqlite');
  const seeded = await seedDemoAccounts(context.database, context.app.services.auth);
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  const tutors = createTutorRepository(context.database.db);
  return {
    origin,
    context,
    demo: {
      admin: seeded.filter((account) => account.role === 'admin'),
      tutor: seeded.filter((account) => account.role === 'tutor'),
      student: seeded.filter((account) => account.role === 'student'),
    },
    addUser: (overrides) => buildUser(context, overrides),
    link: async (tutorId, studentId) => {
      await tutors.link(tutorId, studentId, new Date().toISOString());
    },
    async idOf(username) {
      const row = await context.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    dispose: () => context.dispose(),
  };
}

/**
 * Logs in through the app's own auth client, as the login form does (the session cookies stay in the
 * page), and saves the language the test reads, since the app switches to the account's language.
 */
export async function logInAs(account: TCredentials, { language = 'en' }: { language?: Language } = {}) {
  await apiAuth.post('/users/login', { email: account.email, password: account.password }, { retry: false });
  await apiAuth.patch('/users/preferences', { preferred_language: language }, { retry: false });
}

/** The whole app (providers, routes, guards, session start-up) at `path`, talking to the live server. */
export function renderLiveApp(path: string, { language = 'en' }: { language?: Language } = {}) {
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
