import type { AccountStatus, TCsvImportPreview } from '@taskas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiV1 } from '../../../lib/http';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';
import { exampleClassListCsv } from './example-csv';
import { refusalMessage } from './refusal-message';

// The user-management page against the real server and database (see test/live-server.tsx).
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
}, 30_000);
afterAll(() => server.dispose());

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };
const db = () => server.context.database.db;

/** The page loads its code on first use; a busy machine needs more than the default second. */
const LOAD = { timeout: 5000 };

async function setStatus(id: number, status: AccountStatus) {
  await db().updateTable('users').set({ status }).where('id', '=', id).execute();
}

async function userRow(id: number) {
  return db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const accountsTable = () => screen.getByRole('table', { name: 'Accounts' });
const rowOf = (name: string) =>
  within(accountsTable())
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === name);
const drawer = () => screen.getByRole('dialog', { name: 'Account' });

/** Opens an account from the list's row and waits for its detail. */
async function openAccount(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('link', { name: `Open the account of ${name}` }));
  await within(await screen.findByRole('dialog', { name: 'Account' }, LOAD)).findByRole(
    'heading',
    { level: 2, name },
    LOAD,
  );
}

describe('the account list', () => {
  it('filters by status as well as role, and exports what it shows', async () => {
    const paused = await server.addUser({ role: 'student', first_name: 'Rūta' });
    await setStatus(paused.id, 'deactivated');
    const gone = await server.addUser({ role: 'student', first_name: 'Gediminas' });
    await setStatus(gone.id, 'deleted');
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/user-management?role=student');
    await screen.findByRole('table', { name: 'Accounts' }, LOAD);

    // Every status but deleted by default, as the server lists them; nobody here has logged in.
    expect(rowOf('Rūta User')).toBeTruthy();
    expect(within(rowOf('Rūta User') as HTMLElement).getByText('Deactivated')).toBeTruthy();
    expect(within(rowOf('Rūta User') as HTMLElement).getByText('Never')).toBeTruthy();
    expect(rowOf('Gediminas User')).toBeUndefined();
    const exportLink = () => screen.getByRole('link', { name: 'Export as CSV' });
    expect(exportLink().getAttribute('href')).toBe('/api/v1/admin/users/export.csv?role=student');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    expect(router.state.location.search).toBe('?role=student&status=deactivated');
    await waitFor(() => expect(within(accountsTable()).getAllByRole('row')).toHaveLength(2));
    expect(rowOf('Rūta User')).toBeTruthy();
    expect(exportLink().getAttribute('href')).toBe(
      '/api/v1/admin/users/export.csv?role=student&status=deactivated',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deleted');
    await waitFor(() => expect(rowOf('Deleted account')).toBeTruthy());
    expect(rowOf('Rūta User')).toBeUndefined();

    // The export link answers with the same accounts, as a CSV file.
    const response = await fetch(exportLink().getAttribute('href') ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain(gone.username);
    expect(csv).not.toContain(paused.username);
  }, 20_000);
});

describe('account actions', () => {
  it('creates a tutor with an invitation: listed as invited, the e-mail waiting in the outbox', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp('/admin/user-management');
    await screen.findByRole('table', { name: 'Accounts' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    await user.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(3);

    await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Aistė');
    await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Vaitkutė');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), admin().email);
    await user.click(within(dialog).getByRole('radio', { name: 'Tutor' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Lietuvių' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' }));
    // The server's refusal goes under the field it names.
    expect(
      await within(dialog).findByText('An account with this e-mail already exists', {}, LOAD),
    ).toBeTruthy();

    const email = `aiste.${Date.now()}@example.com`;
    await user.clear(within(dialog).getByRole('textbox', { name: /^E-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), email);
    await user.click(within(dialog).getByRole('button', { name: 'Create and send the invitation' }));
    expect(await screen.findByText(`Invitation sent to ${email}`, {}, LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create an account' })).toBeNull());

    const row = await waitFor(() => {
      const found = rowOf('Aistė Vaitkutė');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(within(row).getByText('Invited')).toBeTruthy();
    expect(within(row).getByText('Tutor')).toBeTruthy();
    const created = await db()
      .selectFrom('users')
      .select(['status', 'preferred_language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ status: 'invited', preferred_language: 'lt' });
    const mail = await db()
      .selectFrom('email_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('/accept-invitation?token=');
  }, 25_000);

  it('changes a role after asking', async () => {
    const person = await server.addUser({ role: 'student', first_name: 'Dovydas' });
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp('/admin/user-management?q=dovydas');
    await screen.findByRole('table', { name: 'Accounts' }, LOAD);
    await openAccount(user, 'Dovydas User');

    const detail = drawer();
    await user.selectOptions(within(detail).getByRole('combobox', { name: 'New role' }), 'tutor');
    await user.click(within(detail).getByRole('button', { name: 'Change the role' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the role?' });
    expect(confirm.textContent).toContain('Dovydas User will become: Tutor');
    await user.click(within(confirm).getByRole('button', { name: 'Change the role' }));
    expect(await screen.findByText('Dovydas User is now: Tutor', {}, LOAD)).toBeTruthy();
    expect((await userRow(person.id)).role).toBe('tutor');
    await waitFor(() => expect(within(rowOf('Dovydas User') as HTMLElement).getByText('Tutor')).toBeTruthy());
  }, 25_000);

  it("does not offer what the server refuses on the admin's own account, and says why", async () => {
    const me = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', admin().email)
      .executeTakeFirstOrThrow();
    await logInAs(admin());
    renderLiveApp(`/admin/user-management?account=${me.id}`);
    const reason = await screen.findByText(
      'This is your own account: you cannot change its role, deactivate it or delete it.',
      {},
      LOAD,
    );
    const ownDrawer = reason.closest('[role="dialog"]') as HTMLElement;
    expect(
      (within(ownDrawer).getByRole('button', { name: 'Change the role' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(ownDrawer).getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(ownDrawer).getByRole('button', { name: 'Delete the account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  }, 25_000);

  it('words every refusal by its reason in the admin language, the last admin included', () => {
    const lt = createI18n('lt');
    const refusal = (reason: string) =>
      new ApiError({
        status: 403,
        code: 'E3001',
        messageKey: 'errors.E3001',
        message: 'This is the last active administrator account',
        details: { reason },
      });
    const lastAdmin = refusalMessage(refusal('last_admin'));
    expect(lt.t(lastAdmin.key)).toBe(
      'Tai paskutinis aktyvus administratorius: pirmiausia paskirkite administratoriumi ką nors kitą.',
    );
    // A reason the web does not know falls back to the code's catalogue message.
    expect(lt.t(refusalMessage(refusal('something_new')).key)).toBe('Prieiga uždrausta.');
  });

  it('deactivates and reactivates, each said in a toast', async () => {
    const person = await server.addUser({ role: 'student', first_name: 'Eimantas' });
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp('/admin/user-management?q=eimantas');
    await screen.findByRole('table', { name: 'Accounts' }, LOAD);
    await openAccount(user, 'Eimantas User');

    await user.click(within(drawer()).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Eimantas User is deactivated', {}, LOAD)).toBeTruthy();
    expect((await userRow(person.id)).status).toBe('deactivated');
    await waitFor(() => expect(within(drawer()).getByText('Deactivated')).toBeTruthy());

    await user.click(within(drawer()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Eimantas User can log in again', {}, LOAD)).toBeTruthy();
    expect((await userRow(person.id)).status).toBe('active');
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: 'Deactivate' })).toBeTruthy());
  }, 25_000);

  it('says in words why the server refused, when the account changed meanwhile', async () => {
    const person = await server.addUser({ role: 'student', first_name: 'Fausta' });
    await setStatus(person.id, 'deactivated');
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp(`/admin/user-management?account=${person.id}`);
    const reactivate = await within(await screen.findByRole('dialog', { name: 'Account' }, LOAD)).findByRole(
      'button',
      { name: 'Reactivate' },
      LOAD,
    );
    // Another admin reactivated it in the meantime.
    await setStatus(person.id, 'active');
    await user.click(reactivate);
    expect(
      await screen.findByText('The account is already in this state; the list has been refreshed.', {}, LOAD),
    ).toBeTruthy();
  }, 25_000);

  it('deletes only after the e-mail is typed; the account then shows as deleted, with no actions', async () => {
    const person = await server.addUser({ role: 'student', first_name: 'Justė' });
    const { email } = await userRow(person.id);
    await logInAs(admin());
    const user = userEvent.setup();
    renderLiveApp('/admin/user-management?q=just%C4%97');
    await screen.findByRole('table', { name: 'Accounts' }, LOAD);
    await openAccount(user, 'Justė User');

    await user.click(within(drawer()).getByRole('button', { name: 'Delete the account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(confirm.textContent).toContain('Erased for good');
    expect(confirm.textContent).toContain('Kept: their attempts');
    const remove = within(confirm).getByRole('button', { name: 'Delete for good' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await user.type(
      within(confirm).getByRole('textbox', { name: /Type the account's e-mail/ }),
      'wrong@x.lt',
    );
    expect(remove.disabled).toBe(true);
    await user.clear(within(confirm).getByRole('textbox', { name: /Type the account's e-mail/ }));
    await user.type(within(confirm).getByRole('textbox', { name: /Type the account's e-mail/ }), email);
    expect(remove.disabled).toBe(false);
    await user.click(remove);

    expect(await screen.findByText('The account was deleted', {}, LOAD)).toBeTruthy();
    const erased = await userRow(person.id);
    expect(erased.status).toBe('deleted');
    expect(erased.email).not.toBe(email);
    const detail = drawer();
    expect(await within(detail).findByRole('heading', { level: 2, name: 'Deleted account' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Delete the account' })).toBeNull();
  }, 25_000);
});

describe('importing a class list', () => {
  it('previews each row with its problems in Lithuanian, then imports the corrected file', async () => {
    const tutor = server.demo.tutor[0];
    const tutorEmail = tutor?.email ?? '';
    await logInAs(admin(), { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp('/admin/user-management', { language: 'lt' });
    await screen.findByRole('table', { name: 'Paskyros' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Importuoti iš CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importuoti klasės sąrašą' });
    const example = within(dialog).getByRole('link', { name: 'Atsisiųsti pavyzdinį failą' });
    expect(example.getAttribute('download')).toBe('klases-sarasas-pavyzdys.csv');

    const stamp = Date.now();
    const broken = [
      'Vardas;Pavardė;El. paštas;Mokytojo el. paštas',
      `Ieva;Petrauskaitė;ieva.${stamp}@example.com;${tutorEmail}`,
      `Tomas;Kairys;tomas.${stamp}(at)example.com;`,
    ].join('\n');
    const fileInput = within(dialog).getByLabelText('CSV failas');
    await user.upload(fileInput, new File([broken], 'klase.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Paruošta: 1. Su klaidomis: 1.', {}, LOAD)).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Failo eilutės' });
    expect(within(table).getByText('Netinkamas el. pašto adresas')).toBeTruthy();
    const submit = () =>
      within(dialog).getByRole('button', { name: /^Importuoti \d+ paskyr/ }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);

    const fixed = broken.replace('(at)', '@');
    await user.upload(fileInput, new File([fixed], 'klase.csv', { type: 'text/csv' }));
    await waitFor(() => expect(submit().disabled).toBe(false), LOAD);
    expect(submit().textContent).toBe('Importuoti 2 paskyras');
    await user.click(submit());

    expect(
      await within(dialog).findByText('Sukurtos 2 paskyros, kvietimai išsiųsti.', {}, LOAD),
    ).toBeTruthy();
    expect(within(dialog).getByText('Sukurtas 1 ryšys su mokytoju.')).toBeTruthy();
    const imported = await db()
      .selectFrom('users')
      .select(['email', 'status'])
      .where('email', 'in', [`ieva.${stamp}@example.com`, `tomas.${stamp}@example.com`])
      .execute();
    expect(imported.map((row) => row.status)).toEqual(['invited', 'invited']);
  }, 25_000);

  it('offers an example file in each language that the server reads without a problem', async () => {
    await logInAs(admin());
    for (const language of ['lt', 'en'] as const) {
      const csv = exampleClassListCsv(language);
      const data = await apiV1.post<TCsvImportPreview>('/admin/users/import/preview', { csv, language });
      expect(data.file_problem).toBeNull();
      expect(data.rows).toHaveLength(2);
      // The example's tutor is made up: the only problem the server finds is that it does not know them.
      expect(data.rows.flatMap((row) => row.problems.map((item) => item.problem))).toEqual([
        'tutor_not_found',
      ]);
    }
  });
});
