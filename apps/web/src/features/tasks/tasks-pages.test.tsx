import type { Difficulty } from '@taskas/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBank, storedAnswer } from '../../../../server/src/features/tasks/test-bank.ts';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The task pages against the real server and database (see test/live-server.tsx), over the small
// test bank: linear equations, systems and natural numbers, 2 tasks per skill × difficulty × language.
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
    const list = await screen.findByRole('list', { name: 'Užduotys' });
    const first = within(list).getAllByRole('link')[0] as HTMLElement;
    expect(within(first).getByText('Labai lengva')).toBeTruthy();
    await user.click(first);
    expect(router.state.location.pathname).toMatch(/^\/tasks\/\d+$/);
    expect(await screen.findByRole('button', { name: 'Pateikti atsakymą' })).toBeTruthy();
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
  });

  it("says a task that does not exist was not found, in the spec's words", async () => {
    await logInAs(student());
    renderLiveApp('/tasks/999999');
    expect(await screen.findByText('Task with ID 999999 not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to tasks' }).getAttribute('href')).toBe('/tasks');
  });
});
