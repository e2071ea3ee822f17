import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// An account an admin deactivated, against the real server: its open session stops at the next
// request, and logging in again with the right password says why it does not work.
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

async function deactivate(userId: number) {
  await server.context.database.db
    .updateTable('users')
    .set({ status: 'deactivated', status_changed_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

async function logInWithForm(
  fields: { email: string; password: string; submit: string },
  email: string,
  password: string,
) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(fields.email, {}, { timeout: 10_000 }), email);
  await user.type(screen.getByLabelText(fields.password), password);
  await user.click(screen.getByRole('button', { name: fields.submit }));
}

describe('a deactivated account', () => {
  it('is logged out at its next request and told at login that it is deactivated, in Lithuanian', async () => {
    const student = await server.addUser({ first_name: 'Rūta' });
    await logInAs(student, { language: 'lt' });
    const { router } = renderLiveApp('/student-dashboard', { language: 'lt' });
    // The first visit compiles the lazy pages: more than the default second.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/student-dashboard');

    await deactivate(student.id);
    await router.navigate('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect((await screen.findAllByText('Sesija baigėsi, prisijunkite iš naujo')).length).toBeGreaterThan(0);

    await logInWithForm(
      { email: 'El. paštas', password: 'Slaptažodis', submit: 'Prisijungti' },
      student.email,
      student.password,
    );
    const refusal = await screen.findByText(
      'Ši paskyra išjungta. Jei manote, kad tai klaida, kreipkitės į mokyklos „Taško“ sistemos administratorių.',
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Neteisingas el. paštas arba slaptažodis.')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  }, 20_000);

  it('is refused at login with its own message in English, a wrong password still reading as one', async () => {
    const student = await server.addUser();
    await deactivate(student.id);
    renderLiveApp('/login');

    await logInWithForm(
      { email: 'E-mail', password: 'Password', submit: 'Log in' },
      student.email,
      'not-the-password',
    );
    expect(await screen.findByText('Incorrect e-mail or password.')).toBeTruthy();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), student.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await screen.findByText(
      "This account has been deactivated. If you think this is a mistake, contact your school's Taškas administrator.",
    );
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Incorrect e-mail or password.')).toBeNull();
  }, 20_000);
});
