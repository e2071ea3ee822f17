import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedTestBank } from '../../../../server/src/features/tasks/test-bank.ts';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { OfflineBanner } from './offline-banner';

// The browser's own events, as a lost or restored connection fires them on the window.
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

// Back online for the next test whatever happened (outside act: the test's own render is gone by now).
afterEach(() => void window.dispatchEvent(new Event('online')));

describe('the offline banner', () => {
  it('says the connection is lost while the browser is offline, and goes when it is back', async () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    goOffline();
    const banner = await screen.findByRole('status');
    expect(within(banner).getByText('Internet connection lost')).toBeTruthy();
    expect(
      within(banner).getByText('Your answers will be sent as soon as the connection is back.'),
    ).toBeTruthy();

    goOnline();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('says it in Lithuanian', async () => {
    renderWithProviders(<OfflineBanner />, { language: 'lt' });
    goOffline();
    const banner = await screen.findByRole('status');
    expect(within(banner).getByText('Nutrūko interneto ryšys')).toBeTruthy();
    expect(within(banner).getByText('Jūsų atsakymai bus išsiųsti, kai tik ryšys atsikurs.')).toBeTruthy();
  });
});

describe('answering a task while offline, against the live server', () => {
  vi.setConfig({ testTimeout: 20_000 });
  let server: TLiveServer;
  beforeAll(async () => {
    server = await startLiveServer();
    await seedTestBank(server.context);
  }, 60_000);
  afterAll(() => server.dispose());

  it('keeps the answer waiting under the banner and sends it once when the connection is back', async () => {
    const student = await server.addUser();
    await logInAs(student);
    const task = await server.context.database.db
      .selectFrom('tasks')
      .select(['id', 'title', 'answer_correct'])
      .where('language', '=', 'en')
      .where('answer_mode', '=', 'equivalent')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const attemptsStored = async () =>
      Number(
        (
          await server.context.database.db
            .selectFrom('attempts')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', student.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const user = userEvent.setup();
    renderLiveApp(`/tasks/${task.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), task.answer_correct);

    goOffline();
    expect(await screen.findByText('Internet connection lost')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit answer' });
    await user.click(submit);
    // Waiting, not failed: the button stays busy and no error is shown.
    await waitFor(() => expect(submit.hasAttribute('data-loading')).toBe(true));
    expect(screen.queryByText('Error submitting answer. Please try again.')).toBeNull();
    expect(
      screen.getAllByText('Your answers will be sent as soon as the connection is back.').length,
    ).toBeGreaterThan(1);
    expect(await attemptsStored()).toBe(0);

    goOnline();
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('Internet connection lost')).toBeNull();
    expect(screen.queryByText('Your answers will be sent as soon as the connection is back.')).toBeNull();
    expect(await attemptsStored()).toBe(1);
  });
});
