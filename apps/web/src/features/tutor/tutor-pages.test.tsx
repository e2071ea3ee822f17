import type { TAnswerCheckResult } from '@taskas/contracts';
import { findSkill } from '@taskas/math';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The pages against the real server and database (see test/live-server.tsx): the seeded tutor has
// Eglė, Lukas and Mia linked to them, as on a fresh installation, and the small test bank. Students
// answer through the real submit endpoint, the way the task page sends their answers.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
type TBankTask = { id: number; skill_id: string; topic_id: string; answer_correct: string };
let practice: { wrongSkill: TBankTask; solved: TBankTask[] };

function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

const tutor = () => server.demo.tutor[0] ?? { email: '', password: '' };
const student = (username: string) =>
  server.demo.student.find((s) => s.email.startsWith(`${username}@`)) ?? { email: '', password: '' };

const submit = (taskId: number, answer: string, extra: object = {}) =>
  apiV1.post<TAnswerCheckResult>(`/tasks/${taskId}/submit`, { answer, ...extra }, { retry: false });

/** English bank tasks whose stored answer is typed as is, a number (so its negation is a sign error). */
async function numberTasks() {
  const rows = await server.context.database.db
    .selectFrom('tasks')
    .select(['id', 'skill_id', 'topic_id', 'answer_correct'])
    .where('language', '=', 'en')
    .where('visibility', '=', 'public')
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => /^[1-9]\d*$/.test(r.answer_correct))
    .map((r) => ({ ...r, skill_id: r.skill_id ?? '', topic_id: r.topic_id ?? '' }));
}

beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
  const tasks = await numberTasks();
  const [wrong] = tasks;
  if (!wrong) throw new Error('the test bank has no task with a number answer');
  const solved = tasks.filter((t) => t.skill_id !== wrong.skill_id).slice(0, 2);
  practice = { wrongSkill: wrong, solved };
  // Lukas answers one skill wrong three times in a row; Mia solves two tasks at the first try.
  await logInAs(student('lukas'));
  for (let i = 0; i < 3; i += 1) await submit(wrong.id, `${wrong.answer_correct}1`);
  await logInAs(student('mia'));
  for (const task of solved) await submit(task.id, task.answer_correct);
}, 60_000);
afterAll(() => server.dispose());

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const nameOf = (row: HTMLElement) => within(row).getAllByRole('link')[0]?.textContent;

describe('the tutor dashboard', () => {
  it('shows each student’s figures and flags the one who struggles, with the reason', async () => {
    await logInAs(tutor());
    renderLiveApp('/tutor/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutor dashboard' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My students' });
    const rows = rowsOf(table);
    expect(rows.map(nameOf)).toEqual(['Eglė Kazlauskaitė', 'Lukas Jankauskas', 'Mia Brown']);
    const [egle, lukas, mia] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const skill = findSkill(practice.wrongSkill.skill_id)?.skill.description.en;
    expect(within(lukas).getByText('Needs help')).toBeTruthy();
    expect(within(lukas).getByText(`3 wrong answers in a row: ${skill}`)).toBeTruthy();
    expect(within(lukas).getByText('0%')).toBeTruthy();
    expect(within(mia).getByText('100%')).toBeTruthy();
    expect(within(mia).getByText('200')).toBeTruthy();
    expect(within(mia).getByText('2 answers')).toBeTruthy();
    expect(within(egle).getByText('Not active yet')).toBeTruthy();
    expect(within(egle).queryByText('Needs help')).toBeNull();
    // The class at a glance.
    expect(screen.getByRole('group', { name: 'Students' }).textContent).toContain('Active this week: 2');
    expect(screen.getByRole('group', { name: 'Need help' }).textContent).toContain('1');
    // On a wide screen the table alone; the phone's cards are hidden.
    expect(screen.queryByRole('list', { name: 'My students' })).toBeNull();
  });

  it('sorts by a column header, searches and keeps both in the address', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tutor/dashboard');
    const table = await screen.findByRole('table', { name: 'My students' });
    await user.click(within(table).getByRole('button', { name: 'Points' }));
    await waitFor(() => expect(rowsOf(table).map(nameOf)[0]).toBe('Mia Brown'));
    expect(within(table).getByRole('columnheader', { name: 'Points' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=points');
    await user.click(within(table).getByRole('button', { name: 'Points' }));
    await waitFor(() => expect(rowsOf(table).map(nameOf)[2]).toBe('Mia Brown'));

    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'egl');
    await waitFor(() => expect(rowsOf(table).map(nameOf)).toEqual(['Eglė Kazlauskaitė']));
    expect(router.state.location.search).toContain('q=egl');
    await user.clear(screen.getByRole('searchbox', { name: 'Search students' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search students' }), 'nobody');
    expect(await screen.findByText('No students match')).toBeTruthy();
  });

  it('assigns to the chosen students or to the whole class', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard');
    await screen.findByRole('table', { name: 'My students' });
    const [egle, lukas, mia] = await Promise.all(['egle', 'lukas', 'mia'].map((name) => server.idOf(name)));
    expect(screen.getByRole('button', { name: 'Assign to selected' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Choose Mia Brown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Eglė Kazlauskaitė' }));
    expect(screen.getByText('2 students chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Assign to selected' }).getAttribute('href')).toBe(
      `/tutor/students/${egle}/assign?students=${egle},${mia}`,
    );
    expect(screen.getByRole('link', { name: 'Assign to the whole class' }).getAttribute('href')).toBe(
      `/tutor/students/${egle}/assign?students=${egle},${lukas},${mia}`,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Choose every student on this page' }));
    expect(screen.getByText('3 students chosen')).toBeTruthy();
  });

  it('names the skills most of the class is weak at, each with one click to assign practice', async () => {
    await logInAs(tutor());
    renderLiveApp('/tutor/dashboard');
    const list = await screen.findByRole('list', { name: 'Weakest skills of the class' });
    const skillId = practice.wrongSkill.skill_id;
    const skill = findSkill(skillId)?.skill.description.en ?? '';
    const lukas = await server.idOf('lukas');
    const link = within(list).getByRole('link', { name: `Assign practice: ${skill} (1 student)` });
    expect(link.getAttribute('href')).toBe(
      `/tutor/students/${lukas}/assign?students=${lukas}&skill=${skillId}`,
    );
    expect(within(list).getAllByText(/Not mastered by 1 of 1 student/).length).toBeGreaterThan(0);
  });

  it('shows the students as cards on a phone, with a sort menu instead of the headers', async () => {
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
      expect(within(cards).getAllByRole('listitem')[1]?.textContent).toContain('Needs help');
      expect(screen.getAllByLabelText('Sort by')[0]?.getAttribute('value')).toBe('Name (A to Z)');
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      setViewportWidth(1024);
    }
  });

  it('speaks Lithuanian, with the right word forms', async () => {
    await logInAs(tutor(), { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp('/tutor/dashboard', { language: 'lt' });
    const table = await screen.findByRole('table', { name: 'Mano mokiniai' });
    expect(within(table).getByRole('columnheader', { name: 'Taškai' })).toBeTruthy();
    const skill = findSkill(practice.wrongSkill.skill_id)?.skill.description.lt;
    expect(within(table).getByText(`3 klaidingi atsakymai iš eilės: ${skill}`)).toBeTruthy();
    expect(within(table).getByText('2 atsakymai')).toBeTruthy();
    expect(within(table).getByText('100 %')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Pasirinkti: Mia Brown' }));
    expect(screen.getByText('Pasirinktas 1 mokinys')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Pasirinkti: Eglė Kazlauskaitė' }));
    expect(screen.getByText('Pasirinkti 2 mokiniai')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skirti visai klasei' })).toBeTruthy();
  });

  it('says honestly that a tutor without students has none, and shows the invite first', async () => {
    await logInAs(await server.addUser({ role: 'tutor' }));
    renderLiveApp('/tutor/dashboard');
    expect(await screen.findByText('No students to show')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invite students' })).toBeTruthy();
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
  });
});

describe('a student’s page', () => {
  it('shows the real results: figures, mastery, activity, assignments and each answer with its mistake and working', async () => {
    const egleId = await server.idOf('egle');
    const [first, second] = practice.solved as [TBankTask, TBankTask];
    await logInAs(student('egle'));
    const mistake = await submit(first.id, `-${first.answer_correct}`, {
      work_shown: ['2x + 3 = 7', '2x = 4', 'x = 3'],
      time_spent: 75,
      hints_used: 1,
    });
    expect(mistake.feedback_key).toBe('sign_error');
    await submit(first.id, first.answer_correct);
    await logInAs(tutor());
    const assigned = await apiV1.post<{ id: number }[]>(
      '/assignments',
      {
        student_ids: [egleId],
        title: 'Equations before Friday',
        due_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        task_ids: [second.id],
      },
      { retry: false },
    );
    expect(assigned).toHaveLength(1);

    const user = userEvent.setup();
    const { router } = renderLiveApp(`/tutor/students/${egleId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eglė Kazlauskaitė' })).toBeTruthy();
    // The key figures, as the student's own scoreboard counts them.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Tasks solved' }).textContent).toContain('1'),
    );
    expect(screen.getByRole('group', { name: 'Accuracy' }).textContent).toContain('50%');
    expect(screen.queryByText('No tasks solved yet')).toBeNull();

    const answers = await screen.findByRole('list', { name: "The student's answers, newest first" });
    const items = [...answers.querySelectorAll<HTMLElement>(':scope > li')];
    expect(items).toHaveLength(2);
    const [right, wrong] = items as [HTMLElement, HTMLElement];
    expect(within(right).getByText('Correct')).toBeTruthy();
    expect(within(wrong).getByText('Wrong')).toBeTruthy();
    expect(within(wrong).getByText('Mistake:')).toBeTruthy();
    expect(within(wrong).getByText('Check the sign.')).toBeTruthy();
    expect(within(wrong).getByText(`-${first.answer_correct}`)).toBeTruthy();
    expect(within(wrong).getByText('1 hint')).toBeTruthy();
    expect(within(wrong).getByText('Time: 1:15')).toBeTruthy();
    const working = within(wrong).getByRole('group', { name: 'Shown working' });
    expect(within(working).getByText('x = 3').closest('[data-first-wrong]')).toBeTruthy();
    expect(within(working).getByText(/the first wrong line/)).toBeTruthy();
    expect(within(right).queryByRole('group', { name: 'Shown working' })).toBeNull();

    // Mastery by topic (the chart's figures as a table) and this month's activity.
    const topic = await screen.findByRole('table', { name: 'Mastery by topic' });
    expect(within(topic).getAllByRole('row')).toHaveLength(2);
    expect(await screen.findByText('Answers: 2 · correct: 1 · points earned: 55')).toBeTruthy();

    // The tutor's assignment with its status.
    const assignments = await screen.findByRole('list', { name: 'Assignments given to this student' });
    expect(within(assignments).getByText('Equations before Friday')).toBeTruthy();
    expect(within(assignments).getByText('Open')).toBeTruthy();

    // Filtering by a topic the student never practised empties the list; "All topics" again.
    await user.click(screen.getAllByLabelText('Topic')[0] as HTMLElement);
    await user.click(await screen.findByRole('option', { name: findSkill(first.skill_id)?.topic.name.en }));
    await waitFor(() => expect(answers.querySelectorAll(':scope > li')).toHaveLength(2));

    await user.click(screen.getByRole('link', { name: 'Assign tasks' }));
    expect(router.state.location.pathname).toBe(`/tutor/students/${egleId}/assign`);
  });

  it('says there is nothing yet for a student who never answered, in Lithuanian too', async () => {
    const stranger = await server.addUser({ first_name: 'Naujokas' });
    const tutorId = await server.idOf('jonas.tutor');
    await server.link(tutorId, stranger.id);
    await logInAs(tutor(), { language: 'lt' });
    renderLiveApp(`/tutor/students/${stranger.id}`, { language: 'lt' });
    expect(await screen.findByText('Mokinys dar nesprendė užduočių')).toBeTruthy();
    expect(await screen.findByText('Įvaldymo duomenų dar nėra')).toBeTruthy();
    expect(await screen.findByText('Per šį laikotarpį atsakymų nėra.')).toBeTruthy();
    expect(await screen.findByText('Paskirtų užduočių dar nėra', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Serija' }).textContent).toContain('0 dienų');
  });
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
