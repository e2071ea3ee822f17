import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import {
  envelope,
  json,
  startScriptedServer,
  type TScriptedServer,
} from '../../../lib/http/scripted-server.test-support';
import { createI18n } from '../../../lib/i18n/bundled-i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TaskHistory } from '../components/task-history';
import { submitAnswer, submitAssignmentAnswer } from './submit-answer';

// Our server always answers these calls with data; a proxy or a broken deployment may not. A scripted
// server plays that broken answer (the one case the real server cannot), with happy-dom's page on its
// origin so the app's own clients reach it.
let server: TScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${server.origin}/tasks/5`,
  );
});

const input = { answer: '1/2', hints_used: 0, time_spent: 10, input_format: 'text' as const };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('a submit answered without data', () => {
  it("fails with the spec's 'Task submission failed: response data is null.', translated", async () => {
    server.script('POST /api/v1/tasks/5/submit', json(200, envelope(null)));
    const error = await rejection(submitAnswer(5, input));

    expect(error).toMatchObject({
      code: 'E5001',
      message: 'Task submission failed: response data is null.',
      messageKey: 'errors.response.submissionEmpty',
    });
    expect(createI18n('en').t(`common:${error.messageKey}`)).toBe(
      'Task submission failed: response data is null.',
    );
    expect(createI18n('lt').t(`common:${error.messageKey}`)).toBe(
      'Nepavyko pateikti sprendimo: serverio atsakyme nėra duomenų.',
    );
  });

  it('fails the same way inside an assignment, also for an empty body', async () => {
    server.script('POST /api/v1/assignments/2/tasks/5', (response) => {
      response.writeHead(200);
      response.end();
    });
    const error = await rejection(submitAssignmentAnswer(2, 5, input));

    expect(error.message).toBe('Task submission failed: response data is null.');
  });

  it('resolves to the check result when there is one', async () => {
    server.script('POST /api/v1/tasks/5/submit', json(200, envelope({ is_correct: true, score: 10 })));
    await expect(submitAnswer(5, input)).resolves.toEqual({ is_correct: true, score: 10 });
  });
});

describe('a task history answered without data', () => {
  it("says 'No task history data received' and offers to ask again", async () => {
    server.script('GET /api/v1/tasks/5/history', json(200, envelope(null)));
    renderWithProviders(<TaskHistory taskId={5} />);
    const alert = await screen.findByRole('alert');

    expect(within(alert).getByText('No task history data received')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says it in Lithuanian too', async () => {
    server.script('GET /api/v1/tasks/5/history', json(200, envelope(null)));
    renderWithProviders(<TaskHistory taskId={5} />, { language: 'lt' });

    expect(await screen.findByText('Negauta užduoties istorijos duomenų')).toBeTruthy();
  });
});
