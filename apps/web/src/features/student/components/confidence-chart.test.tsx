import type { TAnswerCheckResult, TScoreboard } from '@taskas/contracts';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../../server/src/features/tasks/test-bank.ts';
import { apiV1 } from '../../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConfidenceChart } from './confidence-chart';

// The chart over a scoreboard the real server worked out from answers sent through the submit endpoint.
vi.setConfig({ testTimeout: 20_000 });

let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
  await seedTestBank(server.context);
}, 60_000);
afterAll(() => server.dispose());

/** Logs a new student in and answers English bank tasks: `[right, confidence level or none]` each. */
async function answerAsNewStudent(answers: [boolean, number | undefined][]) {
  await logInAs(await server.addUser());
  const tasks = await server.context.database.db
    .selectFrom('tasks')
    .select(['id', 'answer_correct'])
    .where('language', '=', 'en')
    .where('visibility', '=', 'public')
    .where('answer_mode', '=', 'equivalent')
    .orderBy('id')
    .limit(answers.length)
    .execute();
  for (const [index, [right, level]] of answers.entries()) {
    const task = tasks[index];
    if (!task) throw new Error('the test bank is too small');
    await apiV1.post<TAnswerCheckResult>(
      `/tasks/${task.id}/submit`,
      {
        answer: right ? task.answer_correct : `${task.answer_correct}+1`,
        ...(level ? { confidence_level: level } : {}),
      },
      { retry: false },
    );
  }
  return (await apiV1.get<TScoreboard>('/scoreboard')).confidence;
}

describe('the confidence chart', () => {
  it('says in words how often the surest answers were right, and tables every level and week', async () => {
    const confidence = await answerAsNewStudent([
      [true, 5],
      [false, 5],
      [true, 5],
      [true, 5],
      [false, 2],
      [true, undefined],
    ]);
    const view = renderWithProviders(<ConfidenceChart confidence={confidence} />, { language: 'lt' });
    expect(
      screen.getByText(/^Kai visiškai pasitikite savo atsakymu, jis teisingas 75\s%\satvejų\.$/),
    ).toBeTruthy();
    const levels = screen.getByRole('table', { name: 'Teisingi atsakymai pagal pasitikėjimą' });
    const rows = within(levels)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PasitikėjimasAtsakymaiTeisingi',
      expect.stringMatching(/^Visiškai pasitikiu475\s%$/),
      'Gana pasitikiu0–',
      'Iš dalies pasitikiu0–',
      expect.stringMatching(/^Mažai pasitikiu10\s%$/),
      'Visai nepasitikiu0–',
    ]);
    // One week: (1 − 1)² three times, (1 − 0)², (¼ − 0)²: 1 − 1.0625 / 5 ≈ 78.8 %.
    expect(screen.getByText(/^Savaitės nuo .+ d\. atitiktis – 78,8\s%\.$/)).toBeTruthy();
    const weeks = screen.getByRole('table', { name: 'Pasitikėjimo ir rezultatų atitiktis kas savaitę' });
    expect(within(weeks).getAllByRole('row')[1]?.textContent).toMatch(/d\.585\s%60\s%78,8\s%$/);
    view.unmount();

    renderWithProviders(<ConfidenceChart confidence={confidence} />);
    expect(screen.getByText('When you are completely sure, you are right 75% of the time.')).toBeTruthy();
  });

  it('invites the student to mark their confidence while no answer carries one', async () => {
    const confidence = await answerAsNewStudent([[true, undefined]]);
    renderWithProviders(<ConfidenceChart confidence={confidence} />, { language: 'lt' });
    expect(screen.getByText('Pasitikėjimo duomenų dar nėra')).toBeTruthy();
    expect(
      screen.getByText(
        'Atsakę į užduotį, pažymėkite, kiek pasitikite savo atsakymu. Čia pamatysite, ar jūsų pasitikėjimas atitinka rezultatus.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("has a section of its own on the student's dashboard", async () => {
    await answerAsNewStudent([[false, 4]]);
    renderLiveApp('/student-dashboard');
    const section = await screen.findByRole(
      'region',
      { name: 'Confidence and results' },
      { timeout: 10_000 },
    );
    expect(
      await within(section).findByText('When you are fairly sure, you are right 0% of the time.'),
    ).toBeTruthy();
  });
});
