import type { TGenerationReport } from '@taskas/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../../server/src/features/tasks/test-bank.ts';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// The task page of a model-written task against the real server and database (see test/live-server.tsx):
// a bank task stored as the model's, with the engine's report, as task generation stores one.
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

const PAGE_LOAD = { timeout: 15_000 };

const REPORT: TGenerationReport = {
  source: 'llm',
  model: 'test-model-7b',
  prompt_id: 3,
  prompt_version: 2,
  verified: true,
  checks: [
    { name: 'shape', ok: true, detail: 'the reply is a task of the asked shape' },
    { name: 'answer_parses', ok: true, detail: 'the answer 7 parses as a number' },
    { name: 'model_matches', ok: true, detail: 'the model 2x+5=19 gives x = 7' },
    { name: 'steps_follow', ok: true, detail: 'every step follows' },
    { name: 'hints_hide_answer', ok: true, detail: 'no hint before the last states 7' },
    { name: 'language', ok: true, detail: 'the text reads as English' },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
};

/** An English bank task, stored as if a model had written it and the engine had passed it. */
async function modelWrittenTask(): Promise<number> {
  const db = server.context.database.db;
  const { id } = await db
    .selectFrom('tasks')
    .select('id')
    .where('language', '=', 'en')
    .where('visibility', '=', 'public')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('tasks')
    .set({ source: 'llm', generation: JSON.stringify(REPORT), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('how a model-written task was verified', () => {
  it('is shown to a tutor, check by check in their language, and not to a student', async () => {
    const taskId = await modelWrittenTask();
    await logInAs(server.demo.tutor[0] ?? { email: '', password: '' });
    renderLiveApp(`/tasks/${taskId}`);
    const heading = await screen.findByRole('heading', { name: 'How this task was verified' }, PAGE_LOAD);
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('Every check passed')).toBeTruthy();
    expect(panel.textContent).toContain('Written by the model test-model-7b');
    expect(panel.textContent).toContain('Prompt #3, version 2.');
    const checks = within(within(panel).getByRole('list', { name: "The engine's checks" })).getAllByRole(
      'listitem',
    );
    expect(checks).toHaveLength(REPORT.checks.length);
    expect(checks[2]?.textContent).toBe(
      "The task's mathematical model gives the answer (Passed)the model 2x+5=19 gives x = 7",
    );

    cleanup();
    await logInAs(server.demo.student[0] ?? { email: '', password: '' });
    renderLiveApp(`/tasks/${taskId}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Task' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How this task was verified' })).toBeNull();
    expect(screen.queryByText('test-model-7b', { exact: false })).toBeNull();
  });

  it('names the checks in Lithuanian for a Lithuanian tutor', async () => {
    const taskId = await modelWrittenTask();
    await logInAs(server.demo.tutor[0] ?? { email: '', password: '' }, { language: 'lt' });
    renderLiveApp(`/tasks/${taskId}`, { language: 'lt' });
    const heading = await screen.findByRole('heading', { name: 'Kaip ši užduotis patikrinta' }, PAGE_LOAD);
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('Užuominos neatskleidžia atsakymo')).toBeTruthy();
    expect(within(panel).getByText('Išvados pateikiamos anglų kalba.')).toBeTruthy();
  });
});
