import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/i18n/format';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The pages against the real server and database (see test/live-server.tsx): the seeded tutor has
// Eglė, Lukas and Mia linked to them, as on a fresh installation.
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

const tutor = () => server.demo.tutor[0] ?? { email: '', password: '' };

async function linkedAt(username: string) {
  const row = await server.context.database.db
    .selectFrom('tutor_students')
    .innerJoin('users', 'users.id', 'tutor_students.student_id')
    .select('tutor_students.created_at')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

describe('the tutor dashboard', () => {
  it('lists the linked students, each opening the student, then the assign page', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tutor/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'My students' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Eglė Kazlauskaitė',
      'Lukas Jankauskas',
      'Mia Brown',
    ]);
    const lukas = rows[1] as HTMLElement;
    expect(within(lukas).getByText('lukas@demo.taskas.lt')).toBeTruthy();
    expect(within(lukas).getByText(formatDate(await linkedAt('lukas'), 'en'))).toBeTruthy();
    // On a wide screen the table alone; the phone's cards are hidden.
    expect(screen.queryByRole('list', { name: 'My students' })).toBeNull();

    const lukasId = await server.idOf('lukas');
    await user.click(within(lukas).getByRole('link', { name: 'Lukas Jankauskas' }));
    expect(router.state.location.pathname).toBe(`/tutor/students/${lukasId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lukas Jankauskas' })).toBeTruthy();
    expect(screen.getByText('lukas')).toBeTruthy();
    expect(screen.getByText('No tasks solved yet')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Assign tasks' }));
    expect(router.state.location.pathname).toBe(`/tutor/students/${lukasId}/assign`);
    expect(await screen.findByText('Student: Lukas Jankauskas')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tasks from the bank' })).toBeTruthy();
  });

  it('shows the students as cards on a phone', async () => {
    await logInAs(tutor());
    // happy-dom applies Mantine's media queries; the page is drawn at phone width from the start.
    setViewportWidth(390);
    try {
      renderLiveApp('/tutor/dashboard');
      const cards = await screen.findByRole('list', { name: 'My students' });
      const ids = await Promise.all(['egle', 'lukas', 'mia'].map((name) => server.idOf(name)));
      expect(
        within(cards)
          .getAllByRole('link')
          .map((card) => card.getAttribute('href')),
      ).toEqual(ids.map((id) => `/tutor/students/${id}`));
      expect(within(cards).getAllByRole('link')[0]?.textContent).toContain('Eglė Kazlauskaitė');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('speaks Lithuanian, dates included', async () => {
    await logInAs(tutor(), { language: 'lt' });
    renderLiveApp('/tutor/dashboard', { language: 'lt' });
    const table = await screen.findByRole('table', { name: 'Mano mokiniai' });
    expect(within(table).getByRole('columnheader', { name: 'Susieta nuo' })).toBeTruthy();
    const date = formatDate(await linkedAt('egle'), 'lt');
    expect(date).toMatch(/^\d{4} m\. \p{L}+ \d{1,2} d\.$/u);
    expect(within(table).getAllByText(date)).toHaveLength(3);
  });

  it('says honestly that a tutor without students has none', async () => {
    await logInAs(await server.addUser({ role: 'tutor' }));
    renderLiveApp('/tutor/dashboard');
    expect(await screen.findByText('No students to show')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains a failure in the reader language and loads again on "Try again"', async () => {
    await logInAs(tutor(), { language: 'lt' });
    const db = server.context.database.db;
    await sql`alter table tutor_students rename to tutor_students_away`.execute(db);
    try {
      renderLiveApp('/tutor/dashboard', { language: 'lt' });
      // The HTTP client retries a 5xx three times (1 s, 2 s, 4 s) before the page gives up.
      const alert = await screen.findByRole('alert', {}, { timeout: 12_000 });
      expect(within(alert).getByText('Nepavyko įkelti mokinių sąrašo')).toBeTruthy();
      expect(within(alert).getByText('Vidinė serverio klaida')).toBeTruthy();
    } finally {
      await sql`alter table tutor_students_away rename to tutor_students`.execute(db);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByRole('table', { name: 'Mano mokiniai' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);
});

describe('a student the tutor may not see', () => {
  it('says the student is not linked to this tutor, without showing who it is', async () => {
    const stranger = await server.addUser({ first_name: 'Svetimas' });
    await logInAs(tutor());
    renderLiveApp(`/tutor/students/${stranger.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This student is not linked to you' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Svetimas/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/tutor/dashboard',
    );
  });

  it('says so when there is no such student, on the assign page too', async () => {
    await logInAs(tutor(), { language: 'lt' });
    renderLiveApp('/tutor/students/999999/assign', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mokinys nerastas' })).toBeTruthy();
  });

  it('lets an admin open any student, and tells the admin the tutor dashboard has no students of theirs', async () => {
    const admin = server.demo.admin[0] ?? { email: '', password: '' };
    await logInAs(admin);
    const stranger = await server.addUser({ first_name: 'Ona' });
    renderLiveApp(`/tutor/students/${stranger.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ona User' })).toBeTruthy();
    expect(screen.queryByText('Linked since')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toBeTruthy();
  });

  it('shows an admin on the tutor dashboard where to find students instead of an error', async () => {
    const admin = server.demo.admin[0] ?? { email: '', password: '' };
    await logInAs(admin);
    renderLiveApp('/tutor/dashboard');
    expect(await screen.findByText('Administrators have no students of their own')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
