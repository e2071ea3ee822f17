import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../../server/src/features/tasks/test-bank.ts';
import { apiV1 } from '../../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TaskHistory } from './task-history';

// A task's own history against the real server and database (see test/live-server.tsx).
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

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

const history = () => screen.findByRole('region', { name: 'Your attempts' });
const rows = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Your attempts at this task, newest first' })).getAllByRole(
    'listitem',
  );

describe('the task page’s history', () => {
  it('starts empty, then lists each answer newest first with its verdict, points and hints', async () => {
    await logInAs(await server.addUser());
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    renderLiveApp(`/tasks/${task.id}`);
    const region = await history();
    expect(await within(region).findByText('No attempts yet')).toBeTruthy();

    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(input, `${task.answer_correct}+1`);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(within(region).getByText('1 attempt')).toBeTruthy());
    const [wrong] = rows(region);
    expect(within(wrong as HTMLElement).getByText('Wrong')).toBeTruthy();
    expect(within(wrong as HTMLElement).getByText('0 points')).toBeTruthy();
    await waitFor(() => expect(wrong?.textContent).toContain(`Your answer:${task.answer_correct}+1`));
    expect(wrong?.textContent).toContain('No hints');

    await user.click(screen.getByRole('button', { name: 'Hint' }));
    await screen.findByRole('list', { name: 'Hints' });
    await user.clear(input);
    await user.type(input, task.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    await waitFor(() => expect(within(region).getByText('2 attempts')).toBeTruthy());
    const [right, earlier] = rows(region);
    expect(within(right as HTMLElement).getByText('Correct')).toBeTruthy();
    await waitFor(() => expect(right?.textContent).toContain(`Your answer:${task.answer_correct}`));
    expect(right?.textContent).toContain('1 hint');
    expect(within(earlier as HTMLElement).getByText('Wrong')).toBeTruthy();
    const stored = await server.context.database.db
      .selectFrom('attempts')
      .select('score')
      .where('task_id', '=', task.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(within(right as HTMLElement).getByText(`${stored.score} points`)).toBeTruthy();
  });

  it('shows 10 attempts a page and the rest on the next', async () => {
    await logInAs(await server.addUser());
    const task = await typedAnswerTask();
    for (let index = 1; index <= 12; index++) {
      await apiV1.post(`/tasks/${task.id}/submit`, { answer: String(1000 + index) }, { retry: false });
    }
    const user = userEvent.setup();
    renderWithProviders(<TaskHistory taskId={task.id} />);
    const region = await history();
    await waitFor(() => expect(within(region).getByText('12 attempts')).toBeTruthy());
    expect(rows(region)).toHaveLength(10);
    await waitFor(() => expect(rows(region)[0]?.textContent).toContain('1012'));

    await user.click(within(region).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows(region)).toHaveLength(2));
    await waitFor(() => expect(rows(region)[1]?.textContent).toContain('1001'));
  });

  it("says, in the spec's words, that the history of a task that does not exist was not found", async () => {
    await logInAs(await server.addUser());
    renderWithProviders(<TaskHistory taskId={999999} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('History for task 999999 not found.')).toBeTruthy();
    // Asking again would not find it either.
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says it in Lithuanian too', async () => {
    await logInAs(await server.addUser(), { language: 'lt' });
    renderWithProviders(<TaskHistory taskId={999999} />, { language: 'lt' });
    expect(await screen.findByText('Užduoties 999999 istorija nerasta.')).toBeTruthy();
  });
});
