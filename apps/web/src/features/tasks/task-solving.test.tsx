import type { TAttempt, TPreferencesUpdate } from '@taskas/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { apiAuth, apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { DRAFT_PREFIX, readDraft, writeDraft } from './drafts';

// Solving one task in each study mode, with drafts and the answer's metadata, against the real server
// and database (see test/live-server.tsx) over the small test bank. Each test has a new student.
vi.setConfig({ testTimeout: 30_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const ANY_TIME = { timeout: 8000 };
const db = () => server.context.database.db;

/**
 * A new student, logged in, with these preferences saved on the server. Quiet and still: the sounds
 * and the celebration have their own tests (preferences-effects.test.tsx).
 */
async function student(preferences: TPreferencesUpdate = {}) {
  const user = await server.addUser();
  await logInAs(user);
  await apiAuth.patch(
    '/users/preferences',
    { soundEnabled: false, animationsEnabled: false, ...preferences },
    { retry: false },
  );
  return user;
}

/** An English bank task whose stored answer is typed as is (a number or a fraction). */
function typedAnswerTask() {
  return db()
    .selectFrom('tasks')
    .select(['id', 'title', 'answer_correct', 'skill_id', 'difficulty'])
    .where('language', '=', 'en')
    .where('visibility', '=', 'public')
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function openTask(taskId: number, title: string) {
  renderLiveApp(`/tasks/${taskId}`);
  expect(await screen.findByRole('heading', { level: 1, name: title }, ANY_TIME)).toBeTruthy();
  return screen.findByRole('textbox', { name: 'Your answer' }, ANY_TIME);
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });

const solutionShown = () => screen.queryByRole('heading', { name: 'Solution' });

describe('study modes', () => {
  it('learn: hints, and the worked solution at any time, after which the task scores 0', async () => {
    await student();
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const input = await openTask(task.id, task.title);
    expect(screen.getByText('Study mode: learn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change in your preferences' }).getAttribute('href')).toBe(
      '/profile#preferences',
    );
    expect(button('Hint')).toBeTruthy();
    const show = button('Show the worked solution') as HTMLElement;
    expect(show.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(show.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'scores 0 points',
    );
    expect(solutionShown()).toBeNull();

    await user.click(show);
    expect(await screen.findByRole('heading', { name: 'Solution' }, ANY_TIME)).toBeTruthy();
    await user.type(input, task.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!', {}, ANY_TIME)).toBeTruthy();
    expect(screen.getByText('Score: 0 points')).toBeTruthy();
  });

  it('practice: the hint says its cost, and the solution only after giving up, which ends the try', async () => {
    await student({ studyMode: 'practice' });
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const input = await openTask(task.id, task.title);
    expect(screen.getByText('Study mode: practice')).toBeTruthy();
    expect(button('Hint (−20 points)')).toBeTruthy();
    expect(button('Show the worked solution')).toBeNull();
    expect(solutionShown()).toBeNull();

    await user.type(input, `${task.answer_correct}+1`);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Incorrect.', {}, ANY_TIME)).toBeTruthy();
    expect(solutionShown()).toBeNull();

    await user.click(button('Give up') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Give up this task?' });
    expect(within(dialog).getByText(/scores 0 points/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Give up and show the solution' }));
    expect(await screen.findByText(/You gave up this task/, {}, ANY_TIME)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Solution' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit answer' }).hasAttribute('disabled')).toBe(true);
    expect(button('Give up')).toBeNull();
  });

  it('exam: no hints and no solution, a clock, and the verdict once the answer is handed in', async () => {
    await student({ studyMode: 'exam' });
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const input = await openTask(task.id, task.title);
    expect(screen.getByText('Study mode: exam')).toBeTruthy();
    expect(screen.getByRole('timer', { name: /^Elapsed time: \d\d:\d\d$/ })).toBeTruthy();
    expect(button(/^Hint/)).toBeNull();
    expect(button('Show the worked solution')).toBeNull();
    expect(button('Give up')).toBeNull();

    await user.type(input, `${task.answer_correct}+1`);
    expect(screen.queryByRole('status', { name: /Incorrect/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Incorrect.', {}, ANY_TIME)).toBeTruthy();
    // Handed in: the try is over, and still no worked solution.
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit answer' }).hasAttribute('disabled')).toBe(true);
    expect(solutionShown()).toBeNull();
  });
});

describe('drafts', () => {
  it('keeps the answer, working and confidence across a remount, and forgets them once submitted', async () => {
    const me = await student();
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const place = { userId: me.id, taskId: task.id };
    const input = await openTask(task.id, task.title);
    await user.type(input, task.answer_correct);
    await user.type(screen.getByRole('textbox', { name: 'Your working (optional)' }), 'x = 4');
    await user.click(screen.getByRole('radio', { name: '4' }));
    await waitFor(() => expect(readDraft(place)?.confidence).toBe(4));

    cleanup();
    const again = await openTask(task.id, task.title);
    expect((again as HTMLInputElement).value).toBe(task.answer_correct);
    expect(
      (screen.getByRole('textbox', { name: 'Your working (optional)' }) as HTMLTextAreaElement).value,
    ).toBe('x = 4');
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('draft-restored').textContent).toContain('Draft restored.');

    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!', {}, ANY_TIME)).toBeTruthy();
    expect(readDraft(place)).toBeNull();
    cleanup();
    const fresh = await openTask(task.id, task.title);
    expect((fresh as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('"Clear" empties the restored draft', async () => {
    const me = await student();
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const place = { userId: me.id, taskId: task.id };
    writeDraft(place, { answer: '17', format: 'text', work: '', confidence: null });
    const input = await openTask(task.id, task.title);
    expect((input as HTMLInputElement).value).toBe('17');
    await user.click(within(screen.getByTestId('draft-restored')).getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLInputElement).value).toBe('');
    expect(readDraft(place)).toBeNull();
  });

  it('with autoSave off keeps nothing, and removes a draft left from before', async () => {
    const me = await student({ autoSave: false });
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    writeDraft(
      { userId: me.id, taskId: task.id },
      { answer: '99', format: 'text', work: '', confidence: null },
    );
    const input = await openTask(task.id, task.title);
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    await user.type(input, '5');
    await user.type(screen.getByRole('textbox', { name: 'Your working (optional)' }), 'x = 5');
    cleanup();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith(DRAFT_PREFIX))).toEqual([]);
  });
});

describe('what an answer carries', () => {
  it('sends the time, the device, the working steps and the confidence with the answer', async () => {
    const me = await student();
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    const input = await openTask(task.id, task.title);
    // The confidence is asked once there is an answer.
    expect(screen.queryByRole('radiogroup', { name: /How sure are you/ })).toBeNull();
    await user.type(input, task.answer_correct);
    const sure = screen.getByRole('radiogroup', { name: /How sure are you/ });
    expect(
      within(sure)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['1 – Guessing', '2', '3', '4', '5 – Completely sure']);
    await user.click(within(sure).getByRole('radio', { name: '5 – Completely sure' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Your working (optional)' }),
      '2x + 3 = 11{enter}{enter}2x = 8',
    );
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!', {}, ANY_TIME)).toBeTruthy();

    const { id } = await db()
      .selectFrom('attempts')
      .select('id')
      .where('user_id', '=', me.id)
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    const attempt = await apiV1.get<TAttempt>(`/attempts/${id}`);
    expect(attempt.confidence_level).toBe(5);
    expect(attempt.steps_completed).toBe(2);
    expect(attempt.time_spent).toBeGreaterThanOrEqual(0);
    expect(attempt.device_info).toEqual({
      browser: expect.any(String),
      os: 'Linux',
      screen: `${window.screen.width}×${window.screen.height}`,
    });
  });

  it('leaves the confidence out when none was chosen', async () => {
    const me = await student();
    const user = userEvent.setup();
    const task = await typedAnswerTask();
    await user.type(await openTask(task.id, task.title), task.answer_correct);
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct!', {}, ANY_TIME)).toBeTruthy();
    const stored = await db()
      .selectFrom('attempts')
      .select(['confidence_level', 'steps_completed'])
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ confidence_level: null, steps_completed: 0 });
  });
});

describe('"Show me another"', () => {
  it('makes the next task at the difficulty the student chose', async () => {
    const me = await student({ difficulty: 'hard' });
    const user = userEvent.setup();
    const task = await db()
      .selectFrom('tasks')
      .select(['id', 'title', 'skill_id'])
      .where('language', '=', 'en')
      .where('visibility', '=', 'public')
      .where('difficulty', '=', 'easy')
      .where('skill_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    renderLiveApp(`/tasks/${task.id}`);
    await user.click(await screen.findByRole('button', { name: 'Show me another' }, ANY_TIME));
    await waitFor(async () => {
      const made = await db()
        .selectFrom('tasks')
        .select(['difficulty', 'skill_id'])
        .where('owner_id', '=', me.id)
        .executeTakeFirst();
      expect(made).toEqual({ difficulty: 'hard', skill_id: task.skill_id });
    }, ANY_TIME);
  });
});
