import type { TAssignment } from '@taskas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { apiAuth, apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { assignmentsKit } from '../assignments/assignments.test-support';
import { formatScore } from '../assignments/components/assignment-badges';
import { readDraft } from '../tasks/drafts';

// An assignment solved in exam mode, against the real server and database (see test/live-server.tsx):
// answers are kept while the student moves between the tasks, and checked when the set is handed in.
vi.setConfig({ testTimeout: 40_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const ANY_TIME = { timeout: 8000 };
const { db, typedAnswerTasks, linkedStudent, assignAsTutor } = assignmentsKit(() => server);

async function examStudent(firstName: string) {
  const student = await linkedStudent(firstName);
  await logInAs(student);
  // Quiet and still: the sounds and the celebration have their own tests.
  await apiAuth.patch(
    '/users/preferences',
    { studyMode: 'exam', soundEnabled: false, animationsEnabled: false },
    { retry: false },
  );
  return student;
}

const storedAttempts = (userId: number) =>
  db()
    .selectFrom('attempts')
    .select(['task_id', 'answer', 'is_correct'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('an assignment in exam mode', () => {
  it('keeps each answer unchecked, then hands in the whole set and shows every verdict and the total', async () => {
    const student = await examStudent('Rūta');
    const tasks = await typedAnswerTasks(3);
    const [first, second, third] = tasks as [(typeof tasks)[0], (typeof tasks)[0], (typeof tasks)[0]];
    const assignment = await assignAsTutor(student.id, {
      title: 'Exam week',
      task_ids: tasks.map((task) => task.id),
    });
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp(`/student/assignments/${assignment.id}`);

    const panel = await screen.findByRole('region', { name: 'Exam' }, ANY_TIME);
    expect(within(panel).getByRole('timer', { name: /^Elapsed time: \d\d:\d\d$/ })).toBeTruthy();
    expect(within(panel).getByText('Answered: 0 of 3')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: `Task 1 of 3: ${first.title}` }, ANY_TIME),
    ).toBeTruthy();
    expect(await screen.findByText('Study mode: exam', {}, ANY_TIME)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hint/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();

    // A wrong answer to the first task: kept, not checked, nothing sent.
    await user.type(
      await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME),
      `${first.answer_correct}+1`,
    );
    expect(screen.getByText(/Your answer is kept/)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText('Answered: 1 of 3')).toBeTruthy());
    const list = screen.getByRole('list', { name: 'Tasks' });
    expect(within(list).getByText('Answered')).toBeTruthy();
    expect(screen.queryByText('Incorrect.')).toBeNull();

    // The right answer to the second; the first's answer is still there on the way back.
    await user.click(screen.getByRole('button', { name: 'Next task' }));
    expect(
      await screen.findByRole('heading', { name: `Task 2 of 3: ${second.title}` }, ANY_TIME),
    ).toBeTruthy();
    const secondInput = await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME);
    expect((secondInput as HTMLInputElement).value).toBe('');
    await user.type(secondInput, second.answer_correct);
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement);
    expect(
      ((await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME)) as HTMLInputElement).value,
    ).toBe(`${first.answer_correct}+1`);
    expect(await storedAttempts(student.id)).toEqual([]);

    // Handing in lists the task left without an answer, then sends the two in order.
    await user.click(within(panel).getByRole('button', { name: 'Hand in the whole set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in the whole set?' });
    expect(within(dialog).getByText('1 task has no answer:')).toBeTruthy();
    expect(within(dialog).getByRole('listitem').textContent).toBe(`3. ${third.title}`);
    await user.click(within(dialog).getByRole('button', { name: 'Hand in' }));

    const results = await screen.findByRole('region', { name: 'Results' }, ANY_TIME);
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `1. ${first.title}Incorrect0/100`,
      `2. ${second.title}Correct100/100`,
      `3. ${third.title}Not answered`,
    ]);
    const after = await apiV1.get<TAssignment>(`/assignments/${assignment.id}`);
    expect(within(results).getByText(`Score: ${formatScore(after.score ?? 0, 'en')} of 100`)).toBeTruthy();
    expect(await storedAttempts(student.id)).toEqual([
      { task_id: first.id, answer: `${first.answer_correct}+1`, is_correct: 0 },
      { task_id: second.id, answer: second.answer_correct, is_correct: 1 },
    ]);
    // The task on screen now shows its verdict; the drafts are gone.
    expect(screen.getByText('Incorrect.')).toBeTruthy();
    expect(readDraft({ userId: student.id, taskId: first.id, assignmentId: assignment.id })).toBeNull();
  });

  it('keeps the answers as drafts across a reload and hands them in from there', async () => {
    const student = await examStudent('Jonas');
    const tasks = await typedAnswerTasks(2);
    const [first] = tasks as [(typeof tasks)[0]];
    const assignment = await assignAsTutor(student.id, {
      title: 'Exam again',
      task_ids: tasks.map((t) => t.id),
    });
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp(`/student/assignments/${assignment.id}`);
    await user.type(
      await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME),
      first.answer_correct,
    );
    await waitFor(() =>
      expect(readDraft({ userId: student.id, taskId: first.id, assignmentId: assignment.id })?.answer).toBe(
        first.answer_correct,
      ),
    );

    cleanup();
    renderLiveApp(`/student/assignments/${assignment.id}`);
    const panel = await screen.findByRole('region', { name: 'Exam' }, ANY_TIME);
    expect(within(panel).getByText('Answered: 1 of 2')).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME)) as HTMLInputElement).value,
    ).toBe(first.answer_correct);
    await user.click(within(panel).getByRole('button', { name: 'Hand in the whole set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in the whole set?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hand in' }));
    await screen.findByRole('region', { name: 'Results' }, ANY_TIME);
    expect(await storedAttempts(student.id)).toEqual([
      { task_id: first.id, answer: first.answer_correct, is_correct: 1 },
    ]);
  });
});
