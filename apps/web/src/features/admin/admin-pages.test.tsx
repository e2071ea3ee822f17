import type { Role } from '@taskas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The admin pages against the real server and database (see test/live-server.tsx): the demo people
// plus enough students for a second page of 20.
const EXTRA_STUDENTS = 18;

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  for (let n = 0; n < EXTRA_STUDENTS; n += 1) await server.addUser({ role: 'student' });
}, 30_000);
afterAll(() => server.dispose());

const admin = () => server.demo.admin[0] ?? { email: '', password: '' };

async function countOf(role?: Role) {
  let query = server.context.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'));
  if (role) query = query.where('role', '=', role);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The data rows of the accounts table (the header row left out). */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Accounts' }))
    .getAllByRole('row')
    .slice(1);
const names = () => tableRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const total = () => screen.getByRole('status').textContent;

describe('the admin dashboard', () => {
  it('counts the accounts of each role and status, each card opening its list', async () => {
    await logInAs(admin());
    renderLiveApp('/admin-dashboard');
    const cards = [
      { name: /^Students/, role: 'student', href: '/admin/user-management?role=student' },
      { name: /^Tutors/, role: 'tutor', href: '/admin/tutor-management' },
      { name: /^Administrators/, role: 'admin', href: '/admin/user-management?role=admin' },
    ] as const;
    for (const card of cards) {
      const link = await screen.findByRole('link', { name: card.name });
      const expected = await countOf(card.role);
      // Every account here is active: the number, then its status breakdown.
      await waitFor(() => expect(link.textContent).toMatch(new RegExp(`${expected}${expected} active$`)));
      expect(link.getAttribute('href')).toBe(card.href);
    }
    expect(await countOf('student')).toBe(3 + EXTRA_STUDENTS);
  });

  it('shows the system health and the latest audit entry, in words', async () => {
    await logInAs(admin());
    // An admin action through the API: one role change and back, so the other tests' counts stay.
    const colleague = await server.addUser({ role: 'admin', first_name: 'Aušra' });
    await apiV1.patch(`/admin/users/${colleague.id}/role`, { role: 'student' }, { retry: false });
    await apiV1.patch(`/admin/users/${colleague.id}/role`, { role: 'admin' }, { retry: false });

    renderLiveApp('/admin-dashboard');
    const health = await screen.findByRole('list', { name: 'System health' });
    const rows = () =>
      within(health)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows()).toContain('DatabaseWorkingSQLite');
    expect(rows().find((row) => row?.startsWith('Redis'))).toMatch(/^RedisNot configured/);
    expect(rows()).toContain('Version9.9.9-test');
    expect(rows().find((row) => row?.startsWith('Running for'))).toMatch(
      /^Running for(less than a minute|\d+ minutes?)/,
    );
    expect(rows().find((row) => row?.startsWith('E-mail outbox'))).toMatch(/e-mails? in 24 hours/);

    const latest = await screen.findByRole('list', { name: 'Latest audit entries' });
    const [newest] = within(latest).getAllByRole('listitem');
    expect(newest?.textContent).toBe(
      'Rasa Vaitkienė changed the role of Aušra Userjust now · Role: Student → Administrator',
    );
    expect(screen.getByRole('link', { name: 'Open the audit trail' }).getAttribute('href')).toBe(
      '/admin/audit',
    );
    expect(screen.getByRole('link', { name: /^Audit trail/ }).getAttribute('href')).toBe('/admin/audit');
    expect(screen.getByRole('link', { name: /^Prompt library/ }).getAttribute('href')).toBe('/prompts');
    // The charts have their words: no answers yet in this school.
    expect(screen.getAllByText('No answers in the last 30 days.')).toHaveLength(2);
  });

  it('writes the figures in Lithuanian', async () => {
    await logInAs(admin(), { language: 'lt' });
    renderLiveApp('/admin-dashboard', { language: 'lt' });
    const students = await screen.findByRole('link', { name: /^Mokiniai/ });
    // 21 students: "21 aktyvi", the singular form that 21 takes in Lithuanian.
    await waitFor(() => expect(students.textContent).toMatch(/2121 aktyvi$/));
    const health = await screen.findByRole('list', { name: 'Sistemos būklė' });
    expect(
      within(health)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toContain('Duomenų bazėVeikiaSQLite');
  });
});

describe('user management', () => {
  it('lists every account a page at a time; search and role narrow the list', async () => {
    await logInAs(admin());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/admin/user-management');
    const all = await countOf();
    // The page (with its account detail and dialogs) loads on first use: give it time on a busy machine.
    await screen.findByRole('table', { name: 'Accounts' }, { timeout: 5000 });
    expect(total()).toBe(`${all} accounts`);
    expect(tableRows()).toHaveLength(20);

    const pager = () => within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager().getByText('Page 1 of 2')).toBeTruthy();
    expect(pager().getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    const firstPage = names();
    await user.click(pager().getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(tableRows()).toHaveLength(all - 20));
    expect(router.state.location.search).toMatch(/^\?page=2&after=[\w-]+$/);
    expect(pager().getByText('Page 2 of 2')).toBeTruthy();
    expect(pager().getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(names().some((name) => firstPage.includes(name))).toBe(false);

    await user.click(pager().getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names()).toEqual(firstPage));
    expect(router.state.location.search).toBe('');
    await user.click(pager().getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(tableRows()).toHaveLength(all - 20));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lukas');
    await waitFor(() => expect(names()).toEqual(['Lukas Jankauskas']));
    expect(total()).toBe('1 account');
    expect(router.state.location.search).toBe('?q=lukas');

    // The role is chosen before the cleared search's pause is over: both apply.
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'tutor');
    expect(router.state.location.search).toBe('?role=tutor');
    await waitFor(() => expect(names()).toEqual(['Jonas Petraitis']));
    expect(total()).toBe('1 account');
    expect(within(tableRows()[0] as HTMLElement).getByText('Tutor')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody-here');
    expect(await screen.findByText('No accounts found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(total()).toBe(`${all} accounts`));
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('all');
  }, 15_000);

  it('opens filtered from the address, in Lithuanian', async () => {
    await logInAs(admin(), { language: 'lt' });
    renderLiveApp('/admin/user-management?role=student', { language: 'lt' });
    await screen.findByRole('table', { name: 'Paskyros' }, { timeout: 5000 });
    // 21 students: "21 paskyra", the singular form that 21 takes in Lithuanian.
    expect(await countOf('student')).toBe(21);
    expect(total()).toBe('21 paskyra');
    expect((screen.getByRole('combobox', { name: 'Vaidmuo' }) as HTMLSelectElement).value).toBe('student');
    expect(screen.getByRole('columnheader', { name: 'Užsiregistravo' })).toBeTruthy();
  });

  it('shows the accounts as cards on a phone', async () => {
    await logInAs(admin());
    setViewportWidth(390);
    try {
      renderLiveApp('/admin/user-management?q=mia');
      const cards = await screen.findByRole('list', { name: 'Accounts' }, { timeout: 5000 });
      const [mia] = within(cards).getAllByRole('listitem');
      expect(mia?.textContent).toContain('Mia Brown');
      expect(mia?.textContent).toContain('mia@demo.taskas.lt');
      expect(mia?.textContent).toContain('Student');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });
});

// Tutor management has its own list now (student counts, status, last activity): see
// tutors/tutor-management.test.tsx.

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}
