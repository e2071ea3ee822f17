import type { Difficulty } from '@taskas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank, storedAnswer } from '../../../../server/src/features/tasks/test-bank.ts';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The task pages against the real server and database (see test/live-server.tsx), over the small
// test bank: linear equations, systems and natural numbers, 2 tasks per skill × difficulty × language.
// Each test logs in and renders the whole app against the server: more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const student = () => server.demo.student[0] ?? { email: '', password: '' };

async function countTasks(filters: { difficulty?: Difficulty } = {}) {
  let query = server.context.database.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('language', '=', 'en')
    .where('visibility', '=', 'public');
  if (filters.difficulty) query = query.where('difficulty', '=', filters.difficulty);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** An English bank task whose stored answer is typed as is (a number or a fraction). */
async function typedAnswerTask() {
  return server.context.database.db
    .selectFrom('tasks')
    .select(['id', 'title', 'answer_correct'])
    .where('language', '=', 'en')
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

const cards = () => within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('link');

describe('the task list', () => {
  it('lists the bank 20 at a time and narrows it by difficulty, keeping the filter in the address', async () => {
    await logInAs(student());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tasks');
    const all = await countTasks();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${all} tasks`), {
      timeout: 5000,
    });
    expect(cards()).toHaveLength(20);
    // Tasks of one skill share a title: each card also shows its own problem.
    for (const card of cards()) {
      const id = Number(card.getAttribute('href')?.split('/').pop());
      const { problem } = await server.context.database.db
        .selectFrom('tasks')
        .select('problem')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(card.textContent).toContain(problem);
    }

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'hard');
    expect(router.state.location.search).toBe('?difficulty=hard');
    const hard = await countTasks({ difficulty: 'hard' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${hard} tasks`));
    for (const card of cards()) expect(within(card).getByText('Hard')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Progress' }), 'true');
    expect(await screen.findByText('No tasks match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${all} tasks`));
    expect(router.state.location.search).toBe('');
  });

  it('searches the curriculum after a pause in typing, and says honestly when nothing matches', async () => {
    await logInAs(student());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tasks');
    await screen.findByRole('list', { name: 'Tasks' });
    const box = screen.getByRole('searchbox', { name: 'Search the curriculum' });
    await user.type(box, 'system');
    await waitFor(() => expect(router.state.location.search).toBe('?q=system'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^\d+ tasks? found$/));
    for (const card of cards()) expect(card.textContent).toMatch(/system/i);
    // The filters that wait say so under their boxes, not above: the row's boxes stay in line.
    for (const name of ['Topic', 'Progress']) {
      const select = screen.getByRole('combobox', { name }) as HTMLSelectElement;
      expect(select.disabled).toBe(true);
      const note = screen.getByText('Not used while searching', {
        selector: `#${select.getAttribute('aria-describedby')?.split(' ')[0]}`,
      });
      expect(select.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }

    await user.clear(box);
    await user.type(box, 'zzzqqq');
    expect(await screen.findByText('No tasks match')).toBeTruthy();
  });

  it('opens filtered from the address, in Lithuanian, and opens a task from its card', async () => {
    await logInAs(student(), { language: 'lt' });
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tasks?difficulty=very_easy&topic=linear-equations', {
      language: 'lt',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Užduotys' })).toBeTruthy();
    // One word for difficulty, and a progress filter whose label is none of its options.
    expect((screen.getByRole('combobox', { name: 'Sunkumas' }) as HTMLSelectElement).value).toBe('very_easy');
    const progress = screen.getByRole('combobox', { name: 'Pažanga' });
    expect(
      within(progress)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Visos', 'Dar neišspręstos', 'Išspręstos']);
    expect(screen.getByRole('searchbox', { name: 'Paieška matematikos bendrojoje programoje' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Užduotys' });
    const first = within(list).getAllByRole('link')[0] as HTMLElement;
    expect(within(first).getByText('Labai lengva')).toBeTruthy();
    await user.click(first);
    expect(router.state.location.pathname).toMatch(/^\/tasks\/\d+$/);
    expect(await screen.findByRole('button', { name: 'Pateikti atsakymą' })).toBeTruthy();
  });
});

describe('generating a task', () => {
  it('asks for a topic, then makes a themed task of it that only the student sees', async () => {
    await logInAs(student());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'Generate a task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a task' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Choose a topic.')).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: 'Topic' }), 'Linear equ');
    const suggestions = await screen.findByRole('listbox');
    await user.click(within(suggestions).getByRole('option', { name: 'Linear equations' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Grade' }), '7');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Difficulty' }), 'easy');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sports' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/tasks\/\d+$/), { timeout: 5000 });
    const id = Number(router.state.location.pathname.split('/').pop());
    const made = await server.context.database.db
      .selectFrom('tasks')
      .select(['source', 'visibility', 'owner_id', 'topic_id', 'grade', 'difficulty', 'language', 'title'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({
      source: 'generated',
      visibility: 'private',
      topic_id: 'linear-equations',
      grade: 7,
      difficulty: 'easy',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: made.title })).toBeTruthy();
  });
});

describe('solving a task', () => {
  it('says a wrong answer is incorrect, then accepts the right one and shows the solution', async () => {
    await logInAs(student());
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    renderLiveApp(`/tasks/${task.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: task.title })).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Your answer' });

    await user.type(input, `${task.answer_correct}+1`);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Incorrect.')).toBeTruthy();
    expect(screen.getByText('Score: 0 points')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Solution' })).toBeNull();

    await user.clear(input);
    await user.type(input, task.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Solution' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit answer' }).hasAttribute('disabled')).toBe(true);
  });

  it('says what kind of answer is expected when the answer is not one, and does not count it', async () => {
    await logInAs(student());
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    renderLiveApp(`/tasks/${task.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: task.title })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    const verdict = await screen.findByRole('status');
    expect(within(verdict).getByText('This answer was not counted as a try')).toBeTruthy();
    expect(within(verdict).queryByText('Incorrect.')).toBeNull();
    expect(within(verdict).queryByText(/Score:/)).toBeNull();
    const stored = await server.context.database.db
      .selectFrom('attempts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('task_id', '=', task.id)
      .where('answer', '=', 'abc')
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });

  it('climbs the hint ladder one rung at a time, in order', async () => {
    await logInAs(server.demo.student[1] ?? student());
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const { hints } = await storedAnswer(server.context, task.id);
    renderLiveApp(`/tasks/${task.id}`);
    const button = await screen.findByRole('button', { name: 'Hint' });

    await user.click(button);
    const ladder = await screen.findByRole('list', { name: 'Hints' });
    await waitFor(() => expect(within(ladder).getAllByRole('listitem')).toHaveLength(1));
    await user.click(button);
    await waitFor(() => expect(within(ladder).getAllByRole('listitem')).toHaveLength(2));
    const items = within(ladder).getAllByRole('listitem');
    // The ladder's last rung is the worked solution, one more than the stored hints.
    const levels = hints.length + 1;
    expect(items[0]?.textContent).toBe(`1/${levels}: ${hints[0]}`);
    expect(items[1]?.textContent).toBe(`2/${levels}: ${hints[1]}`);

    // Coming back later, the hints already taken are still there and the next one follows them.
    cleanup();
    renderLiveApp(`/tasks/${task.id}`);
    const again = await screen.findByRole('list', { name: 'Hints' });
    expect(
      within(again)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`1/${levels}: ${hints[0]}`, `2/${levels}: ${hints[1]}`]);
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    await waitFor(() => expect(within(again).getAllByRole('listitem')).toHaveLength(3));
  });

  it('checks the working line by line and points at the first line that does not follow', async () => {
    await logInAs(server.demo.student[2] ?? student());
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    renderLiveApp(`/tasks/${task.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), task.answer_correct);
    await user.type(
      screen.getByRole('textbox', { name: 'Your working (optional)' }),
      '2x + 3 = 11{enter}2x = 8{enter}x = 5',
    );
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    const check = await screen.findByRole('region', { name: 'Check of your working' });
    expect(
      within(check).getByText('Line 3 does not follow from the line before: check this step.'),
    ).toBeTruthy();
    const lines = within(check).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('data-line-ok'))).toEqual(['true', 'true', 'false']);
    expect(lines[2]?.textContent).toContain('x = 5');
    expect(lines[2]?.textContent).toContain('Mistake');
  });

  it('offers up to two similar tasks and, for a task in the other language, the same task in yours', async () => {
    await logInAs(student(), { language: 'lt' });
    const task = await typedAnswerTask();
    const { router } = renderLiveApp(`/tasks/${task.id}`, { language: 'lt' });
    expect(await screen.findByText('Ši užduotis pateikta anglų kalba.')).toBeTruthy();
    const similar = await screen.findByRole('region', { name: 'Panašios užduotys' });
    const links = within(similar).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(2);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain(`/tasks/${task.id}`);

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Atidaryti lietuviškai' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/tasks/${task.id}`));
    const translatedId = Number(router.state.location.pathname.split('/').pop());
    const translated = await server.context.database.db
      .selectFrom('tasks')
      .select(['language', 'skill_id', 'difficulty', 'title'])
      .where('id', '=', translatedId)
      .executeTakeFirstOrThrow();
    expect(translated.language).toBe('lt');
    expect(await screen.findByRole('heading', { level: 1, name: translated.title })).toBeTruthy();
    expect(screen.queryByText('Ši užduotis pateikta anglų kalba.')).toBeNull();
  });

  it("says a task that does not exist was not found, in the spec's words", async () => {
    await logInAs(student());
    renderLiveApp('/tasks/999999');
    expect(await screen.findByText('Task with ID 999999 not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tasks' }).getAttribute('href')).toBe('/tasks');
  });
});
