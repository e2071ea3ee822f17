import type { Language, TAssignment } from '@taskas/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { apiV1 } from '../../lib/http';
import { createI18n } from '../../lib/i18n/bundled-i18n';
import { syncDocumentLanguage } from '../../lib/i18n/i18n';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { assignmentsKit, HOUR } from './assignments.test-support';
import { formatScore } from './components/assignment-badges';
import { formatDueAt, isoToWallTime, todayInZone, wallTimeToIso } from './components/due-date';
import { StudentAssignmentsPanel } from './components/student-assignments-panel';

// The tutor's panel of one student's assignments against the real server and database (see
// test/live-server.tsx), over the small test bank. The demo tutor Jonas Petraitis is signed in.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const ANY_TIME = { timeout: 8000 };
const DAY = 24 * HOUR;
const { tutor, db, typedAnswerTasks, linkedStudent, assignAsTutor, answerAsStudent } = assignmentsKit(
  () => server,
);

const setDueAt = (id: number, at: number) =>
  db()
    .updateTable('assignments')
    .set({ due_at: new Date(at).toISOString() })
    .where('id', '=', id)
    .execute();

const storedOrder = async (assignmentId: number) =>
  (
    await db()
      .selectFrom('assignment_tasks')
      .select('task_id')
      .where('assignment_id', '=', assignmentId)
      .orderBy('position')
      .execute()
  ).map((row) => row.task_id);

/** The panel alone on a tutor's student page, inside the app's providers and a router for its links. */
function renderPanel(studentId: number, { language = 'en' }: { language?: Language } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/tutor/students/:studentId', element: <StudentAssignmentsPanel studentId={studentId} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/tutor/students/${studentId}`] },
  );
  const i18n = createI18n(language);
  syncDocumentLanguage(i18n);
  const view = render(
    <AppProviders queryClient={createQueryClient()} i18n={i18n} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** The list item of the assignment titled `title`. */
function rowOf(title: string): HTMLElement {
  const link = within(screen.getByRole('list', { name: /^(Assignments given|Šiam mokiniui)/ })).getByRole(
    'link',
    { name: title },
  );
  return link.closest('li') as HTMLElement;
}

describe('the student assignments panel', () => {
  it('offers to assign tasks while the student has no assignments', async () => {
    const student = await linkedStudent('Nida');
    await logInAs(tutor());
    renderPanel(student.id);
    expect(await screen.findByText('No assignments yet', {}, ANY_TIME)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Assign tasks' }).getAttribute('href')).toBe(
      `/tutor/students/${student.id}/assign`,
    );
  });

  it('lists them the latest due first with status, due time, progress, score and late answers', async () => {
    const student = await linkedStudent('Greta');
    const tasks = await typedAnswerTasks(2);
    const taskIds = tasks.map((task) => task.id);
    const [first, second] = tasks as [(typeof tasks)[0], (typeof tasks)[0]];
    const later = await assignAsTutor(student.id, { title: 'Fractions', task_ids: taskIds });
    const off = await assignAsTutor(student.id, {
      title: 'Called off',
      task_ids: taskIds,
      due_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    await apiV1.post(`/assignments/${off.id}/cancel`, undefined, { retry: false });
    const overdue = await assignAsTutor(student.id, { title: 'Decimals', task_ids: taskIds });
    await answerAsStudent(student, later.id, first.id, first.answer_correct);
    await setDueAt(overdue.id, Date.now() - 3 * HOUR - 60_000);
    await answerAsStudent(student, overdue.id, second.id, second.answer_correct);

    await logInAs(tutor());
    renderPanel(student.id);
    const list = await screen.findByRole('list', { name: 'Assignments given to this student' }, ANY_TIME);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.getAttribute('href'))).toEqual([
      `/student/assignments/${later.id}`,
      `/student/assignments/${off.id}`,
      `/student/assignments/${overdue.id}`,
    ]);

    const fractions = rowOf('Fractions');
    const stored = await apiV1.get<TAssignment>(`/assignments/${later.id}`);
    expect(within(fractions).getByText('Open')).toBeTruthy();
    expect(fractions.textContent).toContain(`Due ${formatDueAt(later.due_at, 'en')} · 2 days left`);
    expect(within(fractions).getByText('1 of 2 tasks solved')).toBeTruthy();
    expect(within(fractions).getByText(`Score: ${formatScore(stored.score ?? 0, 'en')} of 100`)).toBeTruthy();
    expect(within(fractions).queryByText(/late answer/)).toBeNull();
    expect(within(fractions).getByRole('button', { name: 'Edit: Fractions' })).toBeTruthy();
    expect(within(fractions).getByRole('button', { name: 'Cancel assignment: Fractions' })).toBeTruthy();

    const calledOff = rowOf('Called off');
    expect(within(calledOff).getByText('Cancelled')).toBeTruthy();
    expect(within(calledOff).getByText('No score yet')).toBeTruthy();
    expect(calledOff.textContent).not.toContain('left');
    expect(within(calledOff).queryByRole('button')).toBeNull();

    const decimals = rowOf('Decimals');
    expect(within(decimals).getByText('Overdue')).toBeTruthy();
    expect(decimals.textContent).toContain('3 hours overdue');
    expect(within(decimals).getByText('0 of 2 tasks solved')).toBeTruthy();
    expect(within(decimals).getByText('1 late answer, not counted in the score')).toBeTruthy();
    expect(within(decimals).getByRole('button', { name: 'Edit: Decimals' })).toBeTruthy();
  });

  it('pages a long list', async () => {
    const student = await linkedStudent('Paulius');
    const tasks = await typedAnswerTasks(1);
    for (let index = 1; index <= 12; index += 1) {
      await assignAsTutor(student.id, {
        title: `Week ${index}`,
        task_ids: tasks.map((task) => task.id),
        due_at: new Date(Date.now() + index * DAY).toISOString(),
      });
    }
    const user = userEvent.setup();
    renderPanel(student.id);
    const list = await screen.findByRole('list', { name: 'Assignments given to this student' }, ANY_TIME);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('link')[0]?.textContent).toBe('Week 12');
    const pages = screen.getByRole('navigation', { name: 'Pages of the assignments' });
    await user.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Assignments given to this student' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Week 2', 'Week 1']),
    );
  });

  it('edits the title and the due time; the list shows them', async () => {
    const student = await linkedStudent('Jokūbas');
    const tasks = await typedAnswerTasks(2);
    const day = isoToWallTime(Date.now() + 3 * DAY).slice(0, 10);
    const assignment = await assignAsTutor(student.id, {
      title: 'Percentages',
      instructions: 'Round to whole numbers.',
      task_ids: tasks.map((task) => task.id),
      due_at: wallTimeToIso(`${day} 18:00:00`),
    });
    const user = userEvent.setup();
    renderPanel(student.id);
    await screen.findByRole('list', { name: 'Assignments given to this student' }, ANY_TIME);
    await user.click(within(rowOf('Percentages')).getByRole('button', { name: 'Edit: Percentages' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit the assignment' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe('Percentages');
    expect(
      (within(dialog).getByRole('textbox', { name: /^Instructions/ }) as HTMLTextAreaElement).value,
    ).toBe('Round to whole numbers.');
    await user.clear(title);
    await user.type(title, 'Percentages, week 3');

    // Same day, 09:30 Vilnius time instead of 18:00.
    await user.click(within(dialog).getByRole('button', { name: /^Due date and time/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Due date and time' });
    const hours = within(calendar).getByRole('spinbutton', { name: 'Hours' });
    await user.click(hours);
    await user.keyboard('0930');
    await user.click(within(calendar).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Due date and time' })).toBeNull());
    const dueAt = wallTimeToIso(`${day} 09:30:00`) ?? '';
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Percentages, week 3” saved', {}, ANY_TIME)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the assignment' })).toBeNull());
    const row = await waitFor(() => rowOf('Percentages, week 3'));
    await waitFor(() => expect(row.textContent).toContain(`Due ${formatDueAt(dueAt, 'en')}`));
    const stored = await db()
      .selectFrom('assignments')
      .select(['title', 'instructions', 'due_at'])
      .where('id', '=', assignment.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      title: 'Percentages, week 3',
      instructions: 'Round to whole numbers.',
      due_at: new Date(dueAt).toISOString(),
    });
    // Focus is back on the button that opened the dialog.
    expect(document.activeElement).toBe(
      within(row).getByRole('button', { name: 'Edit: Percentages, week 3' }),
    );
  });

  it('saves a new order of the tasks, and only the order', async () => {
    const student = await linkedStudent('Kornelija');
    const tasks = await typedAnswerTasks(3);
    const [a, b, c] = tasks.map((task) => task.id) as [number, number, number];
    const assignment = await assignAsTutor(student.id, { title: 'Order matters', task_ids: [a, b, c] });
    const user = userEvent.setup();
    renderPanel(student.id);
    await screen.findByRole('list', { name: 'Assignments given to this student' }, ANY_TIME);
    await user.click(within(rowOf('Order matters')).getByRole('button', { name: 'Edit: Order matters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the assignment' });
    const order = await within(dialog).findByRole('list', { name: 'Tasks in order' }, ANY_TIME);
    const rows = () => within(order).getAllByRole('listitem');
    expect(rows().map((row) => row.textContent)).toEqual(
      tasks.map((task) => expect.stringContaining(task.title)),
    );
    // Moved, not removed: there is no Remove in an assignment that is already given.
    expect(within(order).queryByRole('button', { name: /^Remove/ })).toBeNull();

    // The third up to the top: C, A, B.
    await user.click(within(rows()[2] as HTMLElement).getByRole('button', { name: /^Move up/ }));
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: /^Move up/ }));
    const requests: unknown[] = [];
    const patch = apiV1.patch.bind(apiV1);
    const spy = vi.spyOn(apiV1, 'patch').mockImplementation((path, body, options) => {
      requests.push(body);
      return patch(path, body, options);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Order matters” saved', {}, ANY_TIME)).toBeTruthy();
    spy.mockRestore();
    expect(requests).toEqual([{ task_order: [c, a, b] }]);
    expect(await storedOrder(assignment.id)).toEqual([c, a, b]);

    // Opened again, it shows the saved order.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the assignment' })).toBeNull());
    await user.click(within(rowOf('Order matters')).getByRole('button', { name: 'Edit: Order matters' }));
    const again = await screen.findByRole('dialog', { name: 'Edit the assignment' });
    const saved = await within(again).findByRole('list', { name: 'Tasks in order' }, ANY_TIME);
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(
      [c, a, b].map((id) => expect.stringContaining(tasks.find((task) => task.id === id)?.title ?? '')),
    );
    // Nothing changed: closing by Save sends nothing.
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit the assignment' })).toBeNull());
  });

  it('cancels an assignment only after confirmation; then it has no edit or cancel', async () => {
    const student = await linkedStudent('Dovydas');
    const tasks = await typedAnswerTasks(1);
    const assignment = await assignAsTutor(student.id, {
      title: 'Geometry',
      task_ids: tasks.map((task) => task.id),
    });
    const user = userEvent.setup();
    renderPanel(student.id);
    await screen.findByRole('list', { name: 'Assignments given to this student' }, ANY_TIME);
    const cancel = () =>
      user.click(within(rowOf('Geometry')).getByRole('button', { name: 'Cancel assignment: Geometry' }));

    await cancel();
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this assignment?' });
    expect(within(dialog).getByText(/The student will no longer need to do “Geometry”/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await apiV1.get<TAssignment>(`/assignments/${assignment.id}`)).status).toBe('open');

    await cancel();
    dialog = await screen.findByRole('dialog', { name: 'Cancel this assignment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel assignment' }));
    expect(await screen.findByText('“Geometry” cancelled', {}, ANY_TIME)).toBeTruthy();
    const row = rowOf('Geometry');
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeTruthy());
    expect(within(row).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(within(row).getByRole('link', { name: 'Geometry' }));
    const stored = await apiV1.get<TAssignment>(`/assignments/${assignment.id}`);
    expect(stored.status).toBe('cancelled');
  });

  it('says in Lithuanian why the server refused a change, and that a due time must be in the future', async () => {
    const student = await linkedStudent('Austėja');
    const tasks = await typedAnswerTasks(1);
    const assignment = await assignAsTutor(student.id, {
      title: 'Lygtys',
      task_ids: tasks.map((task) => task.id),
    });
    await logInAs(tutor(), { language: 'lt' });
    const user = userEvent.setup();
    renderPanel(student.id, { language: 'lt' });
    await screen.findByRole('list', { name: 'Šiam mokiniui paskirtos užduotys' }, ANY_TIME);
    const row = rowOf('Lygtys');
    expect(within(row).getByText('Atliekama')).toBeTruthy();
    expect(row.textContent).toContain(`Atlikti iki ${formatDueAt(assignment.due_at, 'lt')} · liko 2 dienos`);
    expect(within(row).getByText('Išspręsta 0 iš 1')).toBeTruthy();
    expect(within(row).getByText('Įvertinimo dar nėra')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Redaguoti: Lygtys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paskirtos užduoties redagavimas' });

    // Today at 00:00 has passed: refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: /^Atlikimo data ir laikas/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Atlikimo data ir laikas' });
    await user.click(
      within(calendar).getByRole('button', { name: dayjs(todayInZone()).locale('lt').format('D MMMM YYYY') }),
    );
    await user.click(within(calendar).getByRole('spinbutton', { name: 'Valandos' }));
    await user.keyboard('0000');
    await user.click(within(calendar).getByRole('button', { name: 'Patvirtinti' }));
    const patch = vi.spyOn(apiV1, 'patch');
    await user.click(within(dialog).getByRole('button', { name: 'Išsaugoti pakeitimus' }));
    expect(await within(dialog).findByText('Terminas turi būti ateityje.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
    patch.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Atmesti pakeitimus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Cancelled elsewhere (another tab) while this list still shows it open: the server says no.
    await apiV1.post(`/assignments/${assignment.id}/cancel`, undefined, { retry: false });
    await user.click(within(rowOf('Lygtys')).getByRole('button', { name: 'Redaguoti: Lygtys' }));
    const again = await screen.findByRole('dialog', { name: 'Paskirtos užduoties redagavimas' });
    await user.type(within(again).getByRole('textbox', { name: /^Pavadinimas/ }), ' ir nelygybės');
    await user.click(within(again).getByRole('button', { name: 'Išsaugoti pakeitimus' }));
    const alert = await within(again).findByRole('alert', {}, ANY_TIME);
    expect(within(alert).getByText('Pakeitimai neišsaugoti')).toBeTruthy();
    expect(within(alert).getByText('Ši užduotis jau atšaukta, todėl jos keisti nebegalima.')).toBeTruthy();
    // Behind the dialog the list already shows it cancelled, without the actions.
    await waitFor(() => expect(within(rowOf('Lygtys')).getByText('Atšaukta')).toBeTruthy());
    expect(within(rowOf('Lygtys')).queryByRole('button', { name: /^Redaguoti/ })).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Atmesti pakeitimus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = await apiV1.get<TAssignment>(`/assignments/${assignment.id}`);
    expect(stored.title).toBe('Lygtys');
  });
});

describe("the tutor's student page and the bell", () => {
  it('shows the finished work when the tutor opens the "completed" notification while already on the page', async () => {
    const student = await linkedStudent('Gintarė');
    const [task] = await typedAnswerTasks(1);
    if (!task) throw new Error('the test bank has no typed-answer task');
    const assignment = await assignAsTutor(student.id, { title: 'One task', task_ids: [task.id] });
    await db()
      .deleteFrom('notifications')
      .where('user_id', '=', await server.idOf('jonas.tutor'))
      .execute();
    renderLiveApp(`/tutor/students/${student.id}`);
    expect(
      within(await screen.findByRole('listitem', {}, ANY_TIME)).getByText('0 of 1 task solved'),
    ).toBeTruthy();

    // The student finishes elsewhere; the tutor, on the same page all along, opens the notification.
    await answerAsStudent(student, assignment.id, task.id, task.answer_correct);
    await logInAs(tutor());
    const user = userEvent.setup();
    // The list is read when the bell opens (the unread count waits for its 30 s poll).
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    await user.click(
      await screen.findByRole('button', { name: /Gintarė .* completed “One task”/ }, ANY_TIME),
    );
    await waitFor(() => expect(rowOf('One task').textContent).toContain('1 of 1 task solved'), ANY_TIME);
    expect(rowOf('One task').textContent).toContain('Completed');
  });
});
