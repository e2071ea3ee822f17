import type { Language, TAnswerCheckResult } from '@taskas/contracts';
import { topics } from '@taskas/math/taxonomy.json';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import type { TestUser } from '../../../../server/src/test/support.ts';
import { apiV1 } from '../../lib/http';
import { createI18n } from '../../lib/i18n/bundled-i18n';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The dashboard against the real server and database (see test/live-server.tsx), over the small test
// bank. Answers go through the real submit endpoint, the way the task page sends them.
// Each test logs in and renders the whole app against the server: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

/** English bank tasks whose stored answer is typed as is, in a fixed order. */
async function typedAnswerTasks(count: number) {
  return server.context.database.db
    .selectFrom('tasks')
    .select(['id', 'title', 'answer_correct'])
    .where('language', '=', 'en')
    .where('visibility', '=', 'public')
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .limit(count)
    .execute();
}

const submit = (taskId: number, answer: string) =>
  apiV1.post<TAnswerCheckResult>(`/tasks/${taskId}/submit`, { answer }, { retry: false });

/** Logs the student in and answers `right` tasks correctly, the first one after one wrong try. */
async function practise(student: TestUser, right: number) {
  await logInAs(student);
  const tasks = await typedAnswerTasks(right);
  expect(tasks).toHaveLength(right);
  let points = 0;
  for (const [index, task] of tasks.entries()) {
    if (index === 0) expect((await submit(task.id, `${task.answer_correct}+1`)).is_correct).toBe(false);
    const result = await submit(task.id, task.answer_correct);
    expect(result.is_correct).toBe(true);
    points += result.score ?? 0;
  }
  return { points, tasks };
}

/** A stat card's value and hint, the card found by its label. */
function stat(label: string) {
  return screen.getByRole('group', { name: label }).textContent?.slice(label.length);
}

/** The topics with mastery, by the taxonomy's names in the given language. */
function topicNames(language: Language) {
  return topics.map((topic) => (topic.name as Record<Language, string>)[language]);
}

const ANY_TIME = { timeout: 5000 };

/** The name column of a leaderboard table, header row left out. */
const boardNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('a brand-new student', () => {
  it('is led into practice with recommended tasks instead of a page of zeros', async () => {
    const student = await server.addUser({ first_name: 'Rūta' });
    await logInAs(student);
    renderLiveApp('/student-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Rūta!' }, ANY_TIME)).toBeTruthy();
    expect(await screen.findByText('You have not solved any tasks yet', {}, ANY_TIME)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose your first task' }).getAttribute('href')).toBe('/tasks');
    expect(screen.getByRole('link', { name: 'Start solving tasks' }).getAttribute('href')).toBe('/tasks');
    expect(screen.queryByText('Points')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Solved tasks' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Where to start' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Recommended tasks' })).getAllByRole('link');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.getAttribute('href')).toMatch(/^\/tasks\/\d+$/);
      expect(within(card).getByText('New topic')).toBeTruthy();
    }
    // No tutor, so no class leaderboard; the practice settings are there all the same.
    expect(screen.queryByRole('heading', { name: 'Class leaderboard' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Practice settings' })).toBeTruthy();
  });
});

describe('a recommended task', () => {
  it('opens in the task modal on the dashboard: solve it there, or open it as a page', async () => {
    const student = await server.addUser({ first_name: 'Ona' });
    await logInAs(student);
    const user = userEvent.setup();
    const { router } = renderLiveApp('/student-dashboard');
    const list = await screen.findByRole('list', { name: 'Recommended tasks' }, ANY_TIME);
    const card = within(list).getAllByRole('link')[0] as HTMLElement;
    const href = card.getAttribute('href') ?? '';
    const { title } = await server.context.database.db
      .selectFrom('tasks')
      .select('title')
      .where('id', '=', Number(href.split('/').pop()))
      .executeTakeFirstOrThrow();

    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: title }, ANY_TIME);
    expect(router.state.location.pathname).toBe('/student-dashboard');
    expect(await within(dialog).findByTestId('task-question', {}, ANY_TIME)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open as a page' }).getAttribute('href')).toBe(href);
    await user.click(within(dialog).getByRole('button', { name: 'Hint' }));
    const hints = await within(dialog).findByRole('list', { name: 'Hints' }, ANY_TIME);
    expect(within(hints).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/student-dashboard');
  });
});

describe('a student who has practised', () => {
  let student: TestUser;
  let points = 0;
  beforeAll(async () => {
    student = await server.addUser({ first_name: 'Jonas' });
    ({ points } = await practise(student, 2));
  });

  it('sees points, tasks solved, accuracy, the streak, a mastery bar and the latest answers', async () => {
    await logInAs(student);
    renderLiveApp('/student-dashboard');
    await screen.findByText('Points', {}, ANY_TIME);
    expect(points).toBeGreaterThan(0);
    expect(stat('Points')).toMatch(new RegExp(`^${points}Your best`));
    expect(stat('Tasks solved')).toBe('2Answers given: 3');
    expect(stat('Accuracy')).toBe('66.7%Correct answers: 2 of 3');
    expect(screen.getByText('Correct answers: 2 of 3')).toBeTruthy();
    expect(stat('Streak')).toBe('1 dayPractise every day to keep it going');

    const bars = within(screen.getByRole('list', { name: 'Mastery by topic in per cent' })).getAllByRole(
      'listitem',
    );
    expect(bars.length).toBeGreaterThan(0);
    const en = topicNames('en');
    for (const bar of bars) {
      expect(bar.textContent).toMatch(/\d+(\.\d)?%$/);
      expect(en.some((name) => bar.textContent?.startsWith(name))).toBe(true);
    }

    const activity = within(screen.getByRole('list', { name: 'Latest answers' })).getAllByRole('listitem');
    expect(activity).toHaveLength(3);
    expect(within(activity[0] as HTMLElement).getByText('Correct')).toBeTruthy();
    expect(within(activity[2] as HTMLElement).getByText('Incorrect')).toBeTruthy();
    expect(activity[2]?.textContent).toMatch(/just now · 0 points/);

    const solved = await screen.findByRole('list', { name: 'Solved tasks list' }, ANY_TIME);
    expect(within(solved).getAllByRole('link')).toHaveLength(2);
  });

  it('writes the same in Lithuanian, with a decimal comma and Lithuanian topic names', async () => {
    await logInAs(student, { language: 'lt' });
    renderLiveApp('/scoreboard', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sveiki, Jonai!' })).toBeTruthy();
    await screen.findByText('Taškai', {}, ANY_TIME);
    expect(stat('Tikslumas')).toBe('66,7\u00a0%Teisingų atsakymų: 2 iš 3');
    expect(stat('Serija')).toMatch(/^1 dienaSpręskite/);
    expect(screen.getByText('Teisingų atsakymų: 2 iš 3')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'Temų įvaldymas procentais' })).getAllByRole(
      'listitem',
    );
    const lt = topicNames('lt');
    for (const bar of bars) {
      expect(bar.textContent).toMatch(/\d+(,\d)?\u00a0%$/);
      expect(lt.some((name) => bar.textContent?.startsWith(name))).toBe(true);
    }
  });

  it('asks again in the new language when the student switches it', async () => {
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp('/student-dashboard');
    const list = await screen.findByRole('list', { name: 'Mastery by topic in per cent' }, ANY_TIME);
    const first = within(list).getAllByRole('listitem')[0]?.textContent ?? '';
    const index = topicNames('en').findIndex((name) => first.startsWith(name));
    const inLithuanian = topicNames('lt')[index] ?? 'missing';
    expect(index).toBeGreaterThanOrEqual(0);
    await user.click(
      within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'LT' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Temų įvaldymas procentais' }).textContent).toContain(
        inLithuanian,
      ),
    );
  });
});

describe('the solved-task history', () => {
  it('shows 10 tasks a page and moves to the next page', async () => {
    const student = await server.addUser({ first_name: 'Ona' });
    await practise(student, 11);
    const user = userEvent.setup();
    renderLiveApp('/student-dashboard');
    const list = await screen.findByRole('list', { name: 'Solved tasks list' }, ANY_TIME);
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(screen.getByText('11 tasks in total')).toBeTruthy();
    for (const link of within(list).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/tasks\/\d+$/);
    const firstPage = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));

    const pages = screen.getByRole('navigation', { name: 'Pages of solved tasks' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Solved tasks list' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    const last = within(screen.getByRole('list', { name: 'Solved tasks list' })).getByRole('link');
    expect(firstPage).not.toContain(last.getAttribute('href'));
  });
});

describe('the class leaderboard and practice settings', () => {
  const egle = () =>
    server.demo.student.find((account) => account.email.startsWith('egle')) ?? { email: '', password: '' };

  it('shows the class with "me" highlighted, and the opt-out and difficulty choices persist', async () => {
    await logInAs(egle());
    const user = userEvent.setup();
    const view = renderLiveApp('/student-dashboard');
    const table = await screen.findByRole('table', { name: 'Students ranked by points' }, ANY_TIME);
    expect(boardNames(table)).toEqual(expect.arrayContaining(['EglėYou', 'Lukas', 'Mia']));

    const optOut = await screen.findByRole(
      'switch',
      { name: /^Hide me from the class leaderboard/ },
      ANY_TIME,
    );
    expect((optOut as HTMLInputElement).checked).toBe(false);
    await user.click(optOut);
    await waitFor(() => expect(screen.queryByText('You')).toBeNull());
    expect(
      screen.getByText('You are hidden from the leaderboard: classmates do not see your results.'),
    ).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /Task difficulty/ }), 'hard');
    await waitFor(async () =>
      expect(await apiV1.get('/profile/preferences')).toMatchObject({
        difficulty: 'hard',
        leaderboardOptOut: true,
      }),
    );

    // A fresh visit reads the saved choices back from the server.
    view.unmount();
    renderLiveApp('/student-dashboard');
    const again = await screen.findByRole(
      'switch',
      { name: /^Hide me from the class leaderboard/ },
      ANY_TIME,
    );
    expect((again as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: /Task difficulty/ }) as HTMLSelectElement).value).toBe(
      'hard',
    );

    await user.click(again);
    await waitFor(() => expect(screen.getByText('You')).toBeTruthy());
  });

  it('shows a tutor the leaderboard of their students', async () => {
    await logInAs(server.demo.tutor[0] ?? { email: '', password: '' });
    renderLiveApp('/scoreboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoreboard' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Students ranked by points' }, ANY_TIME);
    expect(boardNames(table).sort()).toEqual(['Eglė', 'Lukas', 'Mia']);
    expect(within(table).queryByText('You')).toBeNull();
  });

  it("lets an admin choose a tutor and see that tutor's class, kept in the address", async () => {
    await server.addUser({ role: 'tutor', first_name: 'Vienišius' });
    await logInAs(server.demo.admin[0] ?? { email: '', password: '' });
    const { router } = renderLiveApp('/scoreboard');
    const user = userEvent.setup();
    expect(
      await screen.findByText("The board will list the chosen tutor's students by points.", {}, ANY_TIME),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    const choice = await screen.findByRole('combobox', { name: 'Tutor' });
    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: 'Jonas Petraitis' }));
    const table = await screen.findByRole('table', { name: 'Students ranked by points' }, ANY_TIME);
    expect(boardNames(table).sort()).toEqual(['Eglė', 'Lukas', 'Mia']);
    expect(router.state.location.search).toMatch(/^\?tutor=\d+$/);

    // A tutor without students: an empty board, said so.
    await user.click(choice);
    await user.clear(choice);
    await user.type(choice, 'Vieniš');
    await user.click(await screen.findByRole('option', { name: 'Vienišius User' }));
    expect(await screen.findByText("This tutor's board is empty", { exact: false }, ANY_TIME)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a tutor without students that the board is empty', async () => {
    const tutor = await server.addUser({ role: 'tutor' });
    await logInAs(tutor);
    renderLiveApp('/scoreboard');
    expect(await screen.findByText('No student results yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My students' }).getAttribute('href')).toBe('/tutor/dashboard');
  });
});

describe('the Lithuanian plural of days', () => {
  it.each([
    [1, '1 diena'],
    [2, '2 dienos'],
    [10, '10 dienų'],
    [21, '21 diena'],
    [0, '0 dienų'],
  ])('writes a streak of %i as "%s"', (count, text) => {
    const i18n = createI18n('lt');
    expect(i18n.t('scoreboard:stats.streakValue', { count, formatted: String(count) })).toBe(text);
  });
});
