import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordAudit } from '../../../../server/src/features/audit/audit-log.ts';
import type { TestUser } from '../../../../server/src/test/support.ts';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The audit trail against the real server and database (see test/live-server.tsx). Admin actions go
// through the API; older history is written with the server's own audit writer, a day back.
vi.setConfig({ testTimeout: 20_000 });

/** Entries written before the tests' own actions: with those, more than one page of 25. */
const OLD_ENTRIES = 24;

let server: TLiveServer;
let lukas: TestUser;
let kestutis: TestUser;
let gone: TestUser;
beforeAll(async () => {
  server = await startLiveServer();
  const yesterday = new Date(Date.now() - 86_400_000);
  const mia = await server.idOf('mia');
  for (let n = 0; n < OLD_ENTRIES; n += 1) {
    await recordAudit(
      server.context.database.db,
      { id: null, role: null, ip: '10.0.0.9' },
      { action: 'login.locked_out', targetType: 'user', targetId: mia },
      new Date(yesterday.getTime() + n * 1000),
    );
  }
  lukas = await server.addUser({ first_name: 'Lukas' });
  gone = await server.addUser({ first_name: 'Trumpas' });
  kestutis = await server.addUser({ role: 'admin', first_name: 'Kęstutis' });

  await logInAs(admin());
  await apiV1.patch(`/admin/users/${lukas.id}/role`, { role: 'tutor' }, { retry: false });
  await apiV1.post(`/admin/users/${lukas.id}/deactivate`, {}, { retry: false });
  await apiV1.delete(`/admin/users/${gone.id}`, { retry: false });
  await logInAs(kestutis);
  await apiV1.post(`/admin/users/${lukas.id}/reactivate`, {}, { retry: false });
}, 60_000);
afterAll(() => server.dispose());

/** The first visit loads the page's chunk (the date pickers with it): more than the default second. */
const ANY_TIME = { timeout: 5000 };

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };

/** The entry cells of the trail's table, newest first. */
const entries = () =>
  within(screen.getByRole('table', { name: 'Audit entries' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const total = () => screen.getByRole('status').textContent;

describe('the audit trail', () => {
  it('lists every entry in words, newest first, with when and from where, and nothing to edit', async () => {
    await logInAs(admin());
    renderLiveApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit entries' }, ANY_TIME);
    expect(total()).toBe(`${OLD_ENTRIES + 4} entries`);
    const [reactivated, deleted, deactivated, roleChanged, lockout] = entries();
    expect(reactivated?.[1]).toBe('Kęstutis User reactivated Lukas UserStatus: Deactivated → Active');
    expect(deleted?.[1]).toBe('Rasa Vaitkienė deleted an account: Deleted accountRole: Student');
    expect(deactivated?.[1]).toBe('Rasa Vaitkienė deactivated Lukas UserStatus: Active → Deactivated');
    expect(roleChanged?.[1]).toBe('Rasa Vaitkienė changed the role of Lukas UserRole: Student → Tutor');
    expect(roleChanged?.[2]).toBe('127.0.0.1');
    expect(lockout?.[1]).toBe('Logging in as Mia Brown was locked after too many failed attempts');
    expect(lockout?.[2]).toBe('10.0.0.9');
    expect(screen.getByText(/Nobody, administrators included, can edit or delete one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).toBeNull();
  });

  it('filters by action, keeping the filter in the address', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit entries' }, ANY_TIME);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Account deactivated');
    expect(router.state.location.search).toBe('?action=account.deactivated');
    await waitFor(() => expect(total()).toBe('1 entry'));
    expect(entries()[0]?.[1]).toMatch(/^Rasa Vaitkienė deactivated Lukas User/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Prompt deleted');
    expect(await screen.findByText('No entries match')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0] as HTMLElement);
    await waitFor(() => expect(total()).toBe(`${OLD_ENTRIES + 4} entries`));
    expect(router.state.location.search).toBe('');
  });

  it('filters by who did it, found by searching their name', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit entries' }, ANY_TIME);
    const actor = screen.getByRole('combobox', { name: 'Done by' });
    await user.click(actor);
    await user.type(actor, 'Kęstut');
    await user.click(await screen.findByRole('option', { name: `Kęstutis User (${kestutis.email})` }));
    expect(router.state.location.search).toBe(`?actor=${kestutis.id}`);
    await waitFor(() => expect(total()).toBe('1 entry'));
    expect(entries()[0]?.[1]).toMatch(/^Kęstutis User reactivated Lukas User/);
  });

  it('opens filtered from the address, the chosen person named', async () => {
    await logInAs(admin());
    renderLiveApp(`/admin/audit?target=${lukas.id}&action=account.role_changed`);
    await screen.findByRole('table', { name: 'Audit entries' }, ANY_TIME);
    expect(total()).toBe('1 entry');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Account concerned' }) as HTMLInputElement).value).toBe(
        `Lukas User (${lukas.email})`,
      ),
    );
  });

  it('pages through the trail 25 at a time', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/audit');
    await screen.findByRole('table', { name: 'Audit entries' }, ANY_TIME);
    expect(entries()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(entries()).toHaveLength(OLD_ENTRIES + 4 - 25));
    expect(router.state.location.search).toBe('?page=2');
    // The oldest entry is last.
    expect(entries().at(-1)?.[1]).toBe('Logging in as Mia Brown was locked after too many failed attempts');
  });

  it('shows the entries as cards on a phone, in Lithuanian', async () => {
    await logInAs(admin(), { language: 'lt' });
    setViewportWidth(390);
    try {
      renderLiveApp('/admin/audit?action=account.role_changed', { language: 'lt' });
      const cards = await screen.findByRole('list', { name: 'Audito įrašai' }, ANY_TIME);
      const [card] = within(cards).getAllByRole('listitem');
      expect(card?.textContent).toMatch(
        /^Rasa Vaitkienė pakeitė vaidmenį: Lukas UserVaidmuo: Mokinys → Mokytojas.+ · iš 127\.0\.0\.1$/,
      );
      expect(screen.getByRole('status').textContent).toBe('1 įrašas');
    } finally {
      setViewportWidth(1024);
    }
  });
});

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}
