import type { TAdminUser } from '@taskas/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuth, apiV1 } from '../../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// The invitation link against the real server: the admin creates the account through the API, the
// link is read from the e-mail kept in the outbox, and the person sets their password on the page.
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };
const PASSWORD = 'Saulėta-diena-42';

/** An invited account, created by the admin (who then logs out), and the token of its e-mail. */
async function invite(role: 'student' | 'tutor', email: string, first_name: string) {
  await logInAs(admin());
  const created = await apiV1.post<TAdminUser>(
    '/admin/users',
    { first_name, last_name: 'Naujokė', email, role, language: 'lt' },
    { retry: false },
  );
  await apiAuth.post('/users/logout', undefined, { retry: false });
  const mail = await server.context.database.db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/accept-invitation\?token=([\w-]+)/.exec(mail.body_text)?.[1];
  if (!token) throw new Error(`no invitation link in the e-mail to ${email}`);
  return { id: created.id, token };
}

async function setPassword(labels: { password: RegExp; repeat: RegExp; submit: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.password, {}, { timeout: 10_000 }), PASSWORD);
  await user.type(screen.getByLabelText(labels.repeat), PASSWORD);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const statusOf = async (id: number) =>
  (
    await server.context.database.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('the invitation page', () => {
  it('sets the first password, logs the person in and opens their home, in Lithuanian', async () => {
    const { id, token } = await invite('tutor', 'ieva.naujoke@example.com', 'Ieva');
    const { router } = renderLiveApp(`/accept-invitation?token=${token}`, { language: 'lt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Susikurkite slaptažodį' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Pakvietimo nuoroda galioja 7 dienas ir tik vieną kartą.')).toBeTruthy();

    // The two entries must match before anything is sent.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Slaptažodis/), PASSWORD);
    await user.type(screen.getByLabelText(/^Pakartokite slaptažodį/), 'Kitas-slaptažodis-1');
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį ir prisijungti' }));
    expect(await statusOf(id)).toBe('invited');
    await user.clear(screen.getByLabelText(/^Pakartokite slaptažodį/));
    await user.type(screen.getByLabelText(/^Pakartokite slaptažodį/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Išsaugoti slaptažodį ir prisijungti' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/dashboard'), { timeout: 10_000 });
    expect(await screen.findByText('Sveiki, Ieva! Jūsų paskyra paruošta.')).toBeTruthy();
    expect(await statusOf(id)).toBe('active');
    // The session is real: the password now works at login too.
    await apiAuth.post('/users/logout', undefined, { retry: false });
    await expect(
      apiAuth.post(
        '/users/login',
        { email: 'ieva.naujoke@example.com', password: PASSWORD },
        { retry: false },
      ),
    ).resolves.toMatchObject({ user: { id } });
  }, 30_000);

  it('explains that a used link no longer works and who can send a new one', async () => {
    const { token } = await invite('student', 'tomas.naujokas@example.com', 'Tomas');
    await apiAuth.post('/users/accept-invitation', { token, password: PASSWORD }, { retry: false });
    await apiAuth.post('/users/logout', undefined, { retry: false });

    const { router } = renderLiveApp(`/accept-invitation?token=${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your password' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await setPassword({
      password: /^Password/,
      repeat: /^Repeat password/,
      submit: 'Save password and log in',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation link does not work' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This invitation link is invalid, has already been used or has expired (a link is valid for 7 days).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText("Your school's Taškas administrator can send you a new invitation."),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/accept-invitation');
  }, 30_000);

  it('says so at once when the link has no token', async () => {
    renderLiveApp('/accept-invitation', { language: 'lt' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ši pakvietimo nuoroda neveikia' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Ši nuoroda neišsami. Dar kartą atidarykite nuorodą iš pakvietimo laiško.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Slaptažodis/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Slaptažodį jau susikūrėte? Prisijunkite' })).toBeTruthy();
  });
});
