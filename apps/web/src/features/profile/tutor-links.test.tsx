import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuth } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// Invite codes, joining and leaving against the real server and database (see test/live-server.tsx).
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

async function inviteCodeOf(tutorId: number) {
  const row = await server.context.database.db
    .selectFrom('tutor_invites')
    .select('code')
    .where('tutor_id', '=', tutorId)
    .executeTakeFirst();
  return row?.code ?? null;
}

async function tutorsOf(studentId: number) {
  const rows = await server.context.database.db
    .selectFrom('tutor_students')
    .select('tutor_id')
    .where('student_id', '=', studentId)
    .execute();
  return rows.map((row) => row.tutor_id);
}

/** A tutor with a code, logged out of: the code is made through the API as the dashboard does. */
async function tutorWithCode(first_name = 'Rasa') {
  const tutor = await server.addUser({ role: 'tutor', first_name });
  await logInAs(tutor);
  const code = (await (await fetch('/api/v1/tutor/invite')).json()).data.code as string;
  return { tutor, code };
}

describe('the invite card on the tutor dashboard', () => {
  it('shows the code and the link with copy buttons, and a confirmed renewal voids the old code', async () => {
    const tutor = await server.addUser({ role: 'tutor' });
    await logInAs(tutor);
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite students' })).toBeTruthy();
    const code = await screen.findByTestId('invite-code');
    const stored = await inviteCodeOf(tutor.id);
    expect(code.textContent).toBe(stored);
    const link = screen.getByLabelText('Invite link') as HTMLInputElement;
    expect(link.value).toBe(`${server.origin}/join/${stored}`);
    expect(await screen.findByText('No students to show')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);

    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new invite code?' });
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await inviteCodeOf(tutor.id)).toBe(stored);

    await user.click(screen.getByRole('button', { name: 'New code' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create a new code' }),
    );
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).not.toBe(stored));
    const renewed = await inviteCodeOf(tutor.id);
    expect(screen.getByTestId('invite-code').textContent).toBe(renewed);
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toBe(
      `${server.origin}/join/${renewed}`,
    );
  });

  it('removes a student after confirmation, in Lithuanian', async () => {
    const tutor = await server.addUser({ role: 'tutor' });
    const student = await server.addUser({ first_name: 'Ugnė' });
    await server.link(tutor.id, student.id);
    await logInAs(tutor, { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard', { language: 'lt' });
    const table = await screen.findByRole('table', { name: 'Mano mokiniai' });
    await user.click(within(table).getByRole('button', { name: 'Pašalinti: Ugnė User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti mokinį?' });
    expect(within(dialog).getByText(/Ugnė User dings iš jūsų mokinių sąrašo/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pašalinti mokinį' }));
    expect(await screen.findByText('Rodomų mokinių nėra')).toBeTruthy();
    expect(await tutorsOf(student.id)).toEqual([]);
  });
});

describe("a student's tutors on the profile page", () => {
  it('joins with a typed code, says so when a code is wrong, lists the tutors and leaves one', async () => {
    const { tutor, code } = await tutorWithCode('Rasa');
    const student = await server.addUser();
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp('/profile');
    expect(await screen.findByText('No tutors yet')).toBeTruthy();

    const field = screen.getByLabelText('Join a tutor');
    await user.type(field, 'WRONG234');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/No tutor has this code/)).toBeTruthy();

    await user.clear(field);
    await user.type(field, code.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const list = await screen.findByRole('list', { name: 'My tutors' });
    expect(within(list).getByText('Rasa User')).toBeTruthy();
    expect(await tutorsOf(student.id)).toEqual([tutor.id]);
    expect(screen.queryByText(/No tutor has this code/)).toBeNull();

    await user.click(within(list).getByRole('button', { name: 'Leave Rasa User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this tutor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave tutor' }));
    expect(await screen.findByText('No tutors yet')).toBeTruthy();
    expect(await tutorsOf(student.id)).toEqual([]);
  });

  it('says in Lithuanian when the list cannot be loaded, and loads again on "Try again"', async () => {
    const student = await server.addUser();
    await logInAs(student, { language: 'lt' });
    const db = server.context.database.db;
    await sql`alter table tutor_students rename to tutor_students_away`.execute(db);
    try {
      renderLiveApp('/profile', { language: 'lt' });
      // The HTTP client retries a 5xx three times (1 s, 2 s, 4 s) before the page gives up.
      const title = await screen.findByText('Nepavyko įkelti jūsų mokytojų', {}, { timeout: 12_000 });
      expect(title.closest('[role="alert"]')?.textContent).toContain('Vidinė serverio klaida');
    } finally {
      await sql`alter table tutor_students_away rename to tutor_students`.execute(db);
    }
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(await screen.findByText('Mokytojų dar neturite')).toBeTruthy();
  }, 20_000);

  it('is not shown to tutors', async () => {
    await logInAs(await server.addUser({ role: 'tutor' }));
    renderLiveApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My tutors' })).toBeNull();
  });
});

describe('the invite link', () => {
  it('takes a visitor to register as a student and joins them right after', async () => {
    const { tutor, code } = await tutorWithCode('Vida');
    await apiAuth.post('/users/logout', undefined, { retry: false });
    const user = userEvent.setup();
    const { router } = renderLiveApp(`/join/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(`/join/${code}`);
    expect(screen.getByText('Your tutor invited you')).toBeTruthy();
    // A student account: no role to choose; "log in" keeps the invite.
    expect(screen.queryByRole('radio', { name: 'Tutor' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?returnUrl=${encodeURIComponent(`/join/${code}`)}`,
    );

    const values = {
      'First name': 'Naujas',
      'Last name': 'Mokinys',
      Username: `naujas_${Date.now().toString(36)}`,
      'E-mail': `naujas.${Date.now().toString(36)}@example.lt`,
      Password: 'Trupmenos-77',
      'Repeat password': 'Trupmenos-77',
    };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You have joined Vida User', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/join/${code}`);
    const id = await server.idOf(values.Username);
    expect(await tutorsOf(id)).toEqual([tutor.id]);
    expect(screen.getByRole('link', { name: 'Go to my dashboard' }).getAttribute('href')).toBe(
      '/student-dashboard',
    );
  });

  it('tells a student when the code no longer works, in Lithuanian', async () => {
    const student = await server.addUser();
    await logInAs(student, { language: 'lt' });
    renderLiveApp('/join/ZZZZ2345', { language: 'lt' });
    const title = await screen.findByText('Nepavyko prisijungti prie mokytojo');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/Tokio kodo neturi nė vienas mokytojas/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Įvesti kodą profilyje' })).toBeTruthy();
  });

  it('tells a tutor the link is for students, without joining', async () => {
    const { code, tutor } = await tutorWithCode();
    const other = await server.addUser({ role: 'tutor' });
    await logInAs(other);
    renderLiveApp(`/join/${code}`);
    expect(await screen.findByText('This invite link is for students')).toBeTruthy();
    expect(await tutorsOf(other.id)).toEqual([]);
    expect(await inviteCodeOf(tutor.id)).toBe(code);
  });
});
