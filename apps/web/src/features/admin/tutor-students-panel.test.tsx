import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The admin's per-tutor students panel against the real server: the seeded tutor Jonas Petraitis has
// Eglė, Lukas and Mia linked to them, as on a fresh installation.
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };

async function tutorsOf(studentId: number) {
  const rows = await server.context.database.db
    .selectFrom('tutor_students')
    .select('tutor_id')
    .where('student_id', '=', studentId)
    .orderBy('tutor_id')
    .execute();
  return rows.map((row) => row.tutor_id);
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe("a tutor's students in tutor management", () => {
  it('opens a tutor from the list, finds a student and adds them', async () => {
    const ona = await server.addUser({ first_name: 'Ona' });
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/tutor-management');
    const tutors = await screen.findByRole('table', { name: 'Tutors' }, { timeout: 10_000 });
    await user.click(within(tutors).getByRole('link', { name: 'Students of Jonas Petraitis' }));
    const jonas = await server.idOf('jonas.tutor');
    expect(router.state.location.search).toBe(`?tutor=${jonas}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Students of Jonas Petraitis' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Students of Jonas Petraitis' });
    expect(rowNames(table)).toEqual(['Eglė Kazlauskaitė', 'Lukas Jankauskas', 'Mia Brown']);
    expect(screen.getByText('3 students')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Find a student' }), 'Ona');
    const found = await screen.findByRole('list', { name: 'Students found' });
    await user.click(within(found).getByRole('button', { name: 'Add Ona User' }));
    await waitFor(() => expect(rowNames(table)).toContain('Ona User'));
    expect(await tutorsOf(ona.id)).toEqual([jonas]);
    expect(within(found).getByText('Already linked')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'All tutors' }));
    expect(await screen.findByRole('table', { name: 'Tutors' })).toBeTruthy();
  });

  it('removes a student after confirmation and moves another to a second tutor, in Lithuanian', async () => {
    const tutor = await server.addUser({ role: 'tutor', first_name: 'Senas' });
    const next = await server.addUser({ role: 'tutor', first_name: 'Naujas' });
    const [rimas, saule] = [
      await server.addUser({ first_name: 'Rimas' }),
      await server.addUser({ first_name: 'Saulė' }),
    ];
    for (const student of [rimas, saule]) await server.link(tutor.id, student.id);
    await logInAs(admin(), { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp(`/admin/tutor-management?tutor=${tutor.id}`, { language: 'lt' });
    const table = await screen.findByRole('table', { name: 'Mokytojo mokiniai: Senas User' });
    expect(screen.getByText('2 mokiniai')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Pašalinti: Rimas User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pašalinti mokinį iš mokytojo sąrašo?' });
    expect(
      within(confirm).getByText(/Rimas User dings iš mokytojo \(Senas User\) mokinių sąrašo/),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Pašalinti mokinį' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Saulė User']));
    expect(await tutorsOf(rimas.id)).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Perkelti: Saulė User' }));
    const move = await screen.findByRole('dialog', { name: 'Perkelti pas kitą mokytoją' });
    const select = within(move).getByRole('combobox', { name: 'Naujas mokytojas' }) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((option) => option.textContent)).not.toContain(
      expect.stringContaining('Senas User'),
    );
    await user.selectOptions(select, String(next.id));
    await user.click(within(move).getByRole('button', { name: 'Perkelti mokinį' }));
    expect(await screen.findByText('Mokinių dar nėra')).toBeTruthy();
    expect(await tutorsOf(saule.id)).toEqual([next.id]);
  });

  it('says when there is no such tutor', async () => {
    const student = await server.addUser();
    await logInAs(admin());
    renderLiveApp(`/admin/tutor-management?tutor=${student.id}`);
    expect(await screen.findByText('Tutor not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All tutors' })).toBeTruthy();
  });

  it('explains a failure and loads again on "Try again"', async () => {
    await logInAs(admin());
    const db = server.context.database.db;
    await sql`alter table tutor_students rename to tutor_students_away`.execute(db);
    try {
      renderLiveApp(`/admin/tutor-management?tutor=${await server.idOf('jonas.tutor')}`);
      // The HTTP client retries a 5xx three times (1 s, 2 s, 4 s) before the page gives up.
      const title = await screen.findByText("Could not load the tutor's students", {}, { timeout: 12_000 });
      expect(title.closest('[role="alert"]')?.textContent).toContain('Internal server error');
    } finally {
      await sql`alter table tutor_students_away rename to tutor_students`.execute(db);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Students of Jonas Petraitis' })).toBeTruthy();
  }, 20_000);
});
