import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestUser } from '../../../../server/src/test/support.ts';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The bell against the real server and database (see test/live-server.tsx): notifications are written
// with the server's own notify(), as the features that produce them do.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

const ANY_TIME = { timeout: 5000 };

async function tutorWith(count: number, language: 'lt' | 'en' = 'en') {
  const tutor = await server.addUser({ role: 'tutor', first_name: 'Rasa' });
  // First the language: a notification is written in the language its reader has then.
  await logInAs(tutor, { language });
  for (let n = 1; n <= count; n += 1)
    await server.context.app.services.notifications.notify(tutor.id, {
      kind: 'student_joined',
      studentId: 1000 + n,
      studentName: `Student ${n}`,
    });
  return tutor;
}

function rowsOf(user: TestUser) {
  return server.context.database.db
    .selectFrom('notifications')
    .select(['id', 'is_read', 'message'])
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .execute();
}

const bell = (name: RegExp | string) => screen.findByRole('button', { name }, ANY_TIME);

describe('the notification bell', () => {
  it('shows the unread count, opens the list, opens a notification’s page and marks it read', async () => {
    const tutor = await tutorWith(3);
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tutor/dashboard');
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeTruthy();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Notifications' }, ANY_TIME)).toBeTruthy();
    const items = await screen.findAllByRole('listitem', {}, ANY_TIME);
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Student 3 joined your class.');
    expect(within(items[0] as HTMLElement).getByText('Just now')).toBeTruthy();

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: /Student 2 joined/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/students/1002'));
    await waitFor(async () => expect((await rowsOf(tutor)).map((r) => r.is_read)).toEqual([0, 1, 0]));
    expect(await bell('Notifications, 2 unread')).toBeTruthy();
  });

  it('marks all read and deletes one, for the server as on screen', async () => {
    const tutor = await tutorWith(2);
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard');
    await user.click(await bell('Notifications, 2 unread'));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }, ANY_TIME));
    expect(await bell(/^Notifications$/)).toBeTruthy();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await waitFor(async () => expect((await rowsOf(tutor)).map((r) => r.is_read)).toEqual([1, 1]));

    await user.click(
      await screen
        .findByRole('button', { name: 'Delete notification: New student' }, ANY_TIME)
        .catch(
          () => screen.getAllByRole('button', { name: 'Delete notification: New student' })[0] as HTMLElement,
        ),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect((await rowsOf(tutor)).map((r) => r.message)).toHaveLength(1);
  });

  it('shows 99+ above 99 and loads the rest 50 at a time', async () => {
    await tutorWith(120);
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard');
    const button = await bell('Notifications, 120 unread');
    expect(within(button).getByText('99+')).toBeTruthy();
    await user.click(button);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50), ANY_TIME);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100), ANY_TIME);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(120), ANY_TIME);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toContain('Student 1 joined');
  });

  it('says there are none, in Lithuanian', async () => {
    await tutorWith(0, 'lt');
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard', { language: 'lt' });
    await user.click(await bell(/^Pranešimai$/));
    expect(await screen.findByText('Pranešimų nėra', {}, ANY_TIME)).toBeTruthy();
  });

  // Last: the failure is real — the table is gone — and stays for the rest of this file.
  it('says it could not fetch them, with a retry', async () => {
    await tutorWith(1, 'lt');
    await server.context.database.db.schema.dropTable('notifications').execute();
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard', { language: 'lt' });
    await user.click(await bell(/^Pranešimai/));
    expect(await screen.findByText('Nepavyko gauti pranešimų', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bandyti dar kartą' })).toBeTruthy();
  });
});
