import type { TAssignment } from '@taskas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { assignmentsKit, HOUR } from './assignments.test-support';
import { formatScore } from './components/assignment-badges';
import { defaultDueWallTime, wallTimeToIso } from './components/due-date';

// The assignment pages against the real server and database (see test/live-server.tsx), over the
// small test bank. The demo tutor Jonas Petraitis has Eglė, Lukas and Mia linked.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const ANY_TIME = { timeout: 8000 };
const { tutor, db, typedAnswerTasks, linkedStudent, assignAsTutor } = assignmentsKit(() => server);

/** The assignment's tasks in their order, with each one's problem. */
async function storedTasks(assignmentId: number) {
  return db()
    .selectFrom('assignment_tasks')
    .innerJoin('tasks', 'tasks.id', 'assignment_tasks.task_id')
    .select(['tasks.id', 'tasks.problem', 'tasks.source'])
    .where('assignment_tasks.assignment_id', '=', assignmentId)
    .orderBy('assignment_tasks.position')
    .execute();
}

const chosenRows = () =>
  within(screen.getByRole('list', { name: 'Chosen tasks in order' })).getAllByRole('listitem');

describe('the assign page', () => {
  it('assigns bank tasks chosen, reordered and removed, due tomorrow at 18:00 Vilnius time', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const lukas = await server.idOf('lukas');
    const { router } = renderLiveApp(`/tutor/students/${lukas}/assign`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Assign tasks' })).toBeTruthy();
    expect(await screen.findByText('Student: Lukas Jankauskas', {}, ANY_TIME)).toBeTruthy();
    expect(screen.getByText(/No tasks chosen yet/)).toBeTruthy();

    const bank = await screen.findByRole('list', { name: 'Tasks to choose from' }, ANY_TIME);
    const boxes = within(bank).getAllByRole('checkbox');
    const problemOf = (index: number) =>
      within(bank)
        .getAllByRole('listitem')
        [index]?.querySelector('[class*="description"] p, [class*="description"] span span')?.textContent ??
      '';
    const problems = [0, 1, 2, 3].map(problemOf);
    for (const index of [0, 1, 2]) await user.click(boxes[index] as HTMLElement);
    expect(screen.getByRole('heading', { name: '3 tasks chosen' })).toBeTruthy();
    expect(chosenRows().map((row) => row.textContent)).toEqual(
      [0, 1, 2].map((index) => expect.stringContaining(problems[index] ?? '')),
    );

    // Third up, then first down: C, A, B; the focus follows the moved task.
    const list = screen.getByRole('list', { name: 'Chosen tasks in order' });
    await user.click(within(chosenRows()[2] as HTMLElement).getByRole('button', { name: /^Move up/ }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(chosenRows()[1] as HTMLElement).getByRole('button', { name: /^Move up/ }),
      ),
    );
    await user.click(within(chosenRows()[0] as HTMLElement).getByRole('button', { name: /^Move down/ }));
    expect(
      within(list)
        .getAllByRole('button', { name: /^Move up/ })[0]
        ?.hasAttribute('disabled'),
    ).toBe(true);
    // Remove B, add D.
    await user.click(within(chosenRows()[2] as HTMLElement).getByRole('button', { name: /^Remove/ }));
    await user.click(boxes[3] as HTMLElement);
    const order = [2, 0, 3];
    expect(chosenRows().map((row) => row.textContent)).toEqual(
      order.map((index) => expect.stringContaining(problems[index] ?? '')),
    );
    expect(screen.getByText('In all: 3 tasks for each student')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Fractions, week 12');
    await user.type(screen.getByRole('textbox', { name: /^Instructions/ }), 'Show your working.');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tutor/students/${lukas}`), ANY_TIME);
    expect(await screen.findByText('“Fractions, week 12” assigned to 1 student')).toBeTruthy();

    const stored = await db()
      .selectFrom('assignments')
      .select(['id', 'due_at', 'instructions', 'student_id'])
      .where('title', '=', 'Fractions, week 12')
      .executeTakeFirstOrThrow();
    expect(stored.student_id).toBe(lukas);
    expect(stored.instructions).toBe('Show your working.');
    expect(new Date(stored.due_at).getTime()).toBe(
      new Date(wallTimeToIso(defaultDueWallTime()) ?? '').getTime(),
    );
    expect((await storedTasks(stored.id)).map((task) => task.problem)).toEqual(
      order.map((index) => problems[index]),
    );
  });

  it('generates themed tasks for a skill for several students at once, the skill chosen from the address', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const [lukas, mia] = [await server.idOf('lukas'), await server.idOf('mia')];
    const { router } = renderLiveApp(
      `/tutor/students/${lukas}/assign?students=${lukas},${mia}&skill=apply-divisibility-rules`,
    );
    expect(await screen.findByText('2 students: Lukas Jankauskas, Mia Brown', {}, ANY_TIME)).toBeTruthy();
    const generate = screen.getByRole('switch', { name: 'Generate' }) as HTMLInputElement;
    expect(generate.checked).toBe(true);
    expect((screen.getByRole('combobox', { name: /^Skill/ }) as HTMLInputElement).value).toBe(
      'Apply the divisibility tests for 2, 3, 5, 9 and 10',
    );
    const count = screen.getByRole('textbox', { name: /^Number of tasks/ });
    await user.clear(count);
    await user.type(count, '2');
    await user.type(screen.getByRole('combobox', { name: /^Interests/ }), 'Basketball{Enter}');
    expect(screen.getByText('In all: 2 tasks for each student')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Divisibility practice');
    await user.click(screen.getByRole('button', { name: 'Assign' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/tutor/students/${lukas}`), ANY_TIME);
    expect(await screen.findByText('“Divisibility practice” assigned to 2 students')).toBeTruthy();
    const stored = await db()
      .selectFrom('assignments')
      .select(['id', 'student_id'])
      .where('title', '=', 'Divisibility practice')
      .orderBy('student_id')
      .execute();
    expect(stored.map((row) => row.student_id).sort()).toEqual([lukas, mia].sort());
    for (const row of stored) {
      const tasks = await storedTasks(row.id);
      expect(tasks).toHaveLength(2);
    }
  });

  it('checks the form in Lithuanian before anything is sent', async () => {
    await logInAs(tutor(), { language: 'lt' });
    const user = userEvent.setup();
    const egle = await server.idOf('egle');
    const before = await db()
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    renderLiveApp(`/tutor/students/${egle}/assign`, { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Užduočių skyrimas' })).toBeTruthy();
    await screen.findByText('Mokinys: Eglė Kazlauskaitė', {}, ANY_TIME);

    await user.click(screen.getByRole('button', { name: 'Paskirti' }));
    expect(await screen.findByText('Šis laukas privalomas')).toBeTruthy();
    expect(
      screen.getByText(
        'Pridėkite bent vieną užduotį: pasirinkite iš banko, sugeneruokite arba pridėkite silpniausių įgūdžių praktiką.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Generuoti' }));
    const count = screen.getByRole('textbox', { name: /^Užduočių skaičius/ });
    await user.clear(count);
    await user.type(count, '11');
    await user.type(screen.getByRole('textbox', { name: /^Pavadinimas/ }), 'Trupmenos');
    await user.click(screen.getByRole('button', { name: 'Paskirti' }));
    expect(await screen.findByText('Pasirinkite įgūdį.')).toBeTruthy();
    expect(screen.getByText('Įveskite sveikąjį skaičių nuo 1 iki 10.')).toBeTruthy();
    expect(screen.queryByText('Šis laukas privalomas')).toBeNull();

    const after = await db()
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('the student assignment page', () => {
  it('solves the tasks in place, wrong then right, and ends with the score', async () => {
    const student = await linkedStudent('Ona');
    const tasks = await typedAnswerTasks(2);
    const assignment = await assignAsTutor(student.id, {
      title: 'Linear equations',
      instructions: 'Check each answer by substituting it.',
      task_ids: tasks.map((task) => task.id),
    });
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp(`/student/assignments/${assignment.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linear equations' }, ANY_TIME)).toBeTruthy();
    expect(screen.getByText('From Jonas Petraitis')).toBeTruthy();
    expect(screen.getByText('Check each answer by substituting it.')).toBeTruthy();
    expect(screen.getByText('2 days left')).toBeTruthy();
    expect(screen.getByText('0 of 2 tasks solved')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(within(list).getAllByText('Not started')).toHaveLength(2);

    const [first, second] = tasks as [(typeof tasks)[0], (typeof tasks)[0]];
    expect(
      await screen.findByRole('heading', { name: `Task 1 of 2: ${first.title}` }, ANY_TIME),
    ).toBeTruthy();
    const input = await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME);
    await user.type(input, `${first.answer_correct}+1`);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Incorrect.', {}, ANY_TIME)).toBeTruthy();
    await waitFor(() => expect(within(list).getByText('Attempted')).toBeTruthy());
    // No way out of the assignment from its solver.
    expect(screen.queryByRole('button', { name: 'Show me another' })).toBeNull();

    await user.clear(input);
    await user.type(input, first.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!', {}, ANY_TIME)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 of 2 tasks solved')).toBeTruthy());
    expect(within(list).getByText('Solved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next task' }));
    expect(
      await screen.findByRole('heading', { name: `Task 2 of 2: ${second.title}` }, ANY_TIME),
    ).toBeTruthy();
    const next = await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME);
    expect((next as HTMLInputElement).value).toBe('');
    await user.type(next, second.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));

    const done = await screen.findByRole('heading', { name: 'Well done, you have finished!' }, ANY_TIME);
    const after = await apiV1.get<TAssignment>(`/assignments/${assignment.id}`);
    expect(after.status).toBe('completed');
    expect(after.score).not.toBeNull();
    const panel = done.closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText(`Score: ${formatScore(after.score ?? 0, 'en')} of 100`)).toBeTruthy();
    expect(screen.getByText('2 of 2 tasks solved')).toBeTruthy();
  });

  it('says in Lithuanian when the due time has passed, and when the tutor cancelled it', async () => {
    const student = await linkedStudent('Rūta');
    const tasks = await typedAnswerTasks(1);
    const late = await assignAsTutor(student.id, { title: 'Vėluojanti', task_ids: tasks.map((t) => t.id) });
    const cancelled = await assignAsTutor(student.id, {
      title: 'Atšaukta',
      task_ids: tasks.map((t) => t.id),
    });
    await apiV1.post(`/assignments/${cancelled.id}/cancel`, undefined, { retry: false });
    await db()
      .updateTable('assignments')
      .set({ due_at: new Date(Date.now() - 3 * HOUR).toISOString() })
      .where('id', '=', late.id)
      .execute();

    await logInAs(student, { language: 'lt' });
    const view = renderLiveApp(`/student/assignments/${late.id}`, { language: 'lt' });
    expect(await screen.findByText('Atlikimo terminas baigėsi', {}, ANY_TIME)).toBeTruthy();
    expect(
      screen.getByText('Užduotis vis dar galite spręsti, bet pavėluoti atsakymai įvertinimo nebekeičia.'),
    ).toBeTruthy();
    expect(screen.getByText('vėluojama 3 valandas')).toBeTruthy();
    expect(screen.getAllByText('Vėluojama').length).toBeGreaterThan(0);
    view.unmount();

    renderLiveApp(`/student/assignments/${cancelled.id}`, { language: 'lt' });
    expect(await screen.findByText('Ši užduotis atšaukta', {}, ANY_TIME)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Jūsų atsakymas' })).toBeNull();
  });

  it('shows the tutor the same assignment read-only, with the way back to the student', async () => {
    const student = await linkedStudent('Aistė');
    const tasks = await typedAnswerTasks(2);
    const assignment = await assignAsTutor(student.id, {
      title: 'To look at',
      task_ids: tasks.map((t) => t.id),
    });
    renderLiveApp(`/student/assignments/${assignment.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'To look at' }, ANY_TIME)).toBeTruthy();
    expect(screen.getByText("You are viewing a student's assignment")).toBeTruthy();
    expect(screen.getByText('Student: Aistė User. Only the student can answer the tasks.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the student' }).getAttribute('href')).toBe(
      `/tutor/students/${student.id}`,
    );
  });

  it('shows a not-found panel for an assignment that is not the student’s', async () => {
    const other = await linkedStudent('Kitas');
    const tasks = await typedAnswerTasks(1);
    const theirs = await assignAsTutor(other.id, { task_ids: tasks.map((t) => t.id) });
    const student = await linkedStudent('Ieva');
    await logInAs(student);
    renderLiveApp(`/student/assignments/${theirs.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This assignment is not available' }, ANY_TIME),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' }).getAttribute('href')).toBe(
      '/student-dashboard',
    );
  });
});

describe('the student dashboard', () => {
  it('lists the assignments to do by due date, the overdue one first and marked', async () => {
    const student = await linkedStudent('Tomas');
    await logInAs(student);
    const first = renderLiveApp('/student-dashboard');
    expect(await screen.findByText('No assignments yet', {}, ANY_TIME)).toBeTruthy();
    first.unmount();

    const tasks = await typedAnswerTasks(2);
    const open = await assignAsTutor(student.id, { title: 'Open one', task_ids: tasks.map((t) => t.id) });
    const overdue = await assignAsTutor(student.id, {
      title: 'Overdue one',
      task_ids: tasks.map((t) => t.id),
    });
    await db()
      .updateTable('assignments')
      .set({ due_at: new Date(Date.now() - 50 * HOUR).toISOString() })
      .where('id', '=', overdue.id)
      .execute();

    await logInAs(student);
    renderLiveApp('/student-dashboard');
    const list = await screen.findByRole('list', { name: 'Assignments to do' }, ANY_TIME);
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/student/assignments/${overdue.id}`,
      `/student/assignments/${open.id}`,
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Overdue')).toBeTruthy();
    expect(cards[0]?.textContent).toContain('2 days overdue');
    expect(within(cards[1] as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(cards[1]?.textContent).toContain('2 days left');
    expect(cards[1]?.textContent).toContain('0 of 2 tasks solved');
    expect(cards[1]?.textContent).toContain('From Jonas Petraitis');
  });
});
