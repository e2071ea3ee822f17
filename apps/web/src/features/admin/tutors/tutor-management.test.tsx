import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// Tutor management against the real server: the seeded tutor Jonas Petraitis (three students, never
// logged in), plus the tutors each test adds.
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };

const tutorsTable = () => screen.findByRole('table', { name: 'Tutors' });
/** A tutor's row as its cells' text: name, e-mail, students, status, last activity. */
function rowOf(table: HTMLElement, name: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .slice(0, 5)
    .map((cell) => cell.textContent);
}

describe('tutor management', () => {
  it('lists the tutors with their students, account status and last activity', async () => {
    const active = await server.addUser({ role: 'tutor', first_name: 'Aistė' });
    for (let n = 0; n < 2; n += 1) await server.link(active.id, (await server.addUser()).id);
    // Aistė's own login is her latest activity.
    await logInAs(active);
    const invited = await server.addUser({ role: 'tutor', first_name: 'Kviestas' });
    await server.context.database.db
      .updateTable('users')
      .set({ status: 'invited' })
      .where('id', '=', invited.id)
      .execute();

    await logInAs(admin());
    renderLiveApp('/admin/tutor-management');
    // The first visit compiles the lazy page: more than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tutor management' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const table = await tutorsTable();
    expect(screen.getByRole('status').textContent).toBe('3 tutors');
    expect(rowOf(table, 'Jonas Petraitis')).toEqual([
      'Jonas Petraitis',
      'tutor@demo.taskas.lt',
      '3',
      'Active',
      'Never',
    ]);
    const aiste = rowOf(table, 'Aistė User');
    expect(aiste.slice(2, 4)).toEqual(['2', 'Active']);
    expect(aiste[4]).toBe('this minute');
    expect(rowOf(table, 'Kviestas User').slice(2)).toEqual(['0', 'Invited', 'Never']);
    expect(screen.queryByRole('columnheader', { name: 'Role' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'aist');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('1 tutor');
    await user.click(within(table).getByRole('link', { name: 'Students of Aistė User' }));
    expect(await screen.findByRole('table', { name: 'Students of Aistė User' })).toBeTruthy();
  }, 20_000);

  it('shows the tutors as cards on a phone, in Lithuanian', async () => {
    await logInAs(admin(), { language: 'lt' });
    setViewportWidth(390);
    try {
      renderLiveApp('/admin/tutor-management?q=jonas', { language: 'lt' });
      const cards = await screen.findByRole('list', { name: 'Mokytojai' });
      const [jonas] = within(cards).getAllByRole('listitem');
      expect(jonas?.textContent).toContain('Jonas Petraitis');
      expect(jonas?.textContent).toContain('Aktyvi');
      expect(jonas?.textContent).toContain('3 mokiniai');
      expect(jonas?.textContent).toContain('Paskutinė veikla: Niekada');
      expect(
        within(jonas as HTMLElement).getByRole('link', { name: 'Mokiniai: Jonas Petraitis' }),
      ).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  }, 20_000);

  it('creates a tutor, who is invited by e-mail and listed at once', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp('/admin/tutor-management');
    await tutorsTable();
    await user.click(screen.getByRole('button', { name: 'Create a tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    expect(within(dialog).queryByRole('radio', { name: 'Student' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^First name/), 'Rasa');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Mokytoja');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'rasa.mokytoja@example.com');
    await user.click(
      within(dialog).getByRole('button', { name: 'Create the tutor and send the invitation' }),
    );

    expect(await screen.findByText('Invitation sent to rasa.mokytoja@example.com')).toBeTruthy();
    const table = await tutorsTable();
    await waitFor(() =>
      expect(rowOf(table, 'Rasa Mokytoja').slice(1)).toEqual([
        'rasa.mokytoja@example.com',
        '0',
        'Invited',
        'Never',
      ]),
    );
    const created = await server.context.database.db
      .selectFrom('users')
      .select(['role', 'status'])
      .where('email', '=', 'rasa.mokytoja@example.com')
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ role: 'tutor', status: 'invited' });
    const mail = await server.context.database.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', 'rasa.mokytoja@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('/accept-invitation?token=');
  }, 20_000);

  it("creates a new student from a tutor's panel, linked to that tutor", async () => {
    const tutor = await server.addUser({ role: 'tutor', first_name: 'Globėjas' });
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp(`/admin/tutor-management?tutor=${tutor.id}`);
    expect(await screen.findByText('No students yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a new student' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.type(within(dialog).getByLabelText(/^First name/), 'Naujokas');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Mokinys');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'naujokas@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' }));

    const table = await screen.findByRole('table', { name: 'Students of Globėjas User' });
    expect(within(table).getByText('Naujokas Mokinys')).toBeTruthy();
    const links = await server.context.database.db
      .selectFrom('tutor_students')
      .innerJoin('users', 'users.id', 'tutor_students.student_id')
      .select('tutor_students.tutor_id')
      .where('users.email', '=', 'naujokas@example.com')
      .execute();
    expect(links).toEqual([{ tutor_id: tutor.id }]);
  }, 20_000);
});

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}
