import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuth } from '../../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// The profile's preferences against the real server and database (see test/live-server.tsx).
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

async function savedRow(userId: number) {
  return server.context.database.db
    .selectFrom('user_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function languageOf(userId: number) {
  const row = await server.context.database.db
    .selectFrom('users')
    .select('preferred_language')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.preferred_language;
}

/** The profile page's preferences section, once it has loaded. */
async function openPreferences(name: string, language: 'lt' | 'en' = 'en') {
  const view = renderLiveApp('/profile', { language });
  const section = await screen.findByRole('region', { name }, { timeout: 5000 });
  await within(section).findByRole('radiogroup', { name: language === 'en' ? 'Text size' : 'Teksto dydis' });
  return { ...view, section };
}

const checked = (element: HTMLElement) =>
  (element as HTMLInputElement).checked === true || element.getAttribute('aria-checked') === 'true';

/** A fresh page: the app's query cache and this device's copy gone, as on another computer. */
function leaveThisDevice() {
  cleanup();
  window.localStorage.clear();
}

describe('the preferences section', () => {
  it('applies each change at once, saves it, and shows it again on another device; reset keeps the language', async () => {
    const student = await server.addUser();
    await logInAs(student);
    const user = userEvent.setup();
    const { section } = await openPreferences('Preferences');
    const region = within(section);

    await user.click(region.getByRole('radio', { name: 'Large' }));
    expect(checked(region.getByRole('radio', { name: 'Large' }))).toBe(true);
    expect(await region.findByText('Saved')).toBeTruthy();
    await user.click(region.getByRole('radio', { name: 'MathJax' }));
    await user.click(region.getByRole('switch', { name: /^Sounds/ }));
    await user.click(region.getByRole('radio', { name: 'Exam' }));
    await user.selectOptions(region.getByRole('combobox', { name: /Task difficulty/ }), 'hard');
    await user.click(region.getByRole('switch', { name: /^Hide me from the class leaderboard/ }));
    expect(checked(region.getByRole('radio', { name: 'Exam' }))).toBe(true);
    await waitFor(async () =>
      expect(await savedRow(student.id)).toMatchObject({
        font_size: 'large',
        math_notation: 'mathjax',
        sound_enabled: 0,
        study_mode: 'exam',
        difficulty: 'hard',
        leaderboard_opt_out: 1,
      }),
    );
    expect(await region.findByText('Saved')).toBeTruthy();

    leaveThisDevice();
    const again = within((await openPreferences('Preferences')).section);
    expect(checked(again.getByRole('radio', { name: 'Large' }))).toBe(true);
    expect(checked(again.getByRole('radio', { name: 'MathJax' }))).toBe(true);
    expect(checked(again.getByRole('switch', { name: /^Sounds/ }))).toBe(false);
    expect(checked(again.getByRole('radio', { name: 'Exam' }))).toBe(true);
    expect((again.getByRole('combobox', { name: /Task difficulty/ }) as HTMLSelectElement).value).toBe(
      'hard',
    );
    expect(again.queryByText(/preferences saved on this device are shown/)).toBeNull();

    await user.click(again.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your preferences?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(checked(again.getByRole('radio', { name: 'Medium' }))).toBe(true));
    expect(checked(again.getByRole('radio', { name: 'KaTeX' }))).toBe(true);
    expect(checked(again.getByRole('switch', { name: /^Sounds/ }))).toBe(true);
    expect(checked(again.getByRole('radio', { name: 'Learn' }))).toBe(true);
    expect((again.getByRole('combobox', { name: /Task difficulty/ }) as HTMLSelectElement).value).toBe(
      'auto',
    );
    await waitFor(async () =>
      expect(await savedRow(student.id)).toMatchObject({
        font_size: 'medium',
        math_notation: 'latex',
        sound_enabled: 1,
        study_mode: 'learn',
        difficulty: 'auto',
        leaderboard_opt_out: 0,
      }),
    );
    // The interface stays in the language the student had chosen.
    expect(await languageOf(student.id)).toBe('en');
    expect(screen.getByRole('heading', { level: 2, name: 'Preferences' })).toBeTruthy();
  }, 20_000);

  it('shows a new user the defaults when the server has none saved, in Lithuanian', async () => {
    const student = await server.addUser();
    // Logged in without saving anything (logInAs would save the language).
    await apiAuth.post(
      '/users/login',
      { email: student.email, password: student.password },
      { retry: false },
    );
    const region = within((await openPreferences('Nustatymai', 'lt')).section);
    expect(checked(region.getByRole('radio', { name: 'Vidutinis' }))).toBe(true);
    expect(checked(region.getByRole('radio', { name: 'KaTeX' }))).toBe(true);
    expect(checked(region.getByRole('switch', { name: /^Garsai/ }))).toBe(true);
    expect(checked(region.getByRole('switch', { name: /^Animacijos/ }))).toBe(true);
    expect(checked(region.getByRole('switch', { name: /^Išsaugoti nebaigtus atsakymus/ }))).toBe(true);
    expect(checked(region.getByRole('radio', { name: 'Mokymasis' }))).toBe(true);
    expect((region.getByRole('combobox', { name: /Sunkumas/ }) as HTMLSelectElement).value).toBe('auto');
    expect(region.getByText(/Sąsajos kalbą galite pakeisti puslapio viršuje/)).toBeTruthy();
    // Nothing was saved on the way; the page neither warns nor claims to have saved.
    expect(await savedRow(student.id)).toBeUndefined();
    expect(region.queryByText(/Serveris šiuo metu nepasiekiamas/)).toBeNull();
    expect(region.queryByText('Išsaugota')).toBeNull();

    // The study modes are explained to the student.
    await userEvent.setup().click(region.getByRole('button', { name: 'Kaip veikia mokymosi režimai?' }));
    expect(await region.findByText(/už kiekvieną atimama 20 taškų \(iš 100 galimų\)/)).toBeTruthy();
    expect(region.getByText(/tikrinami tik tada, kai pateikiate visą rinkinį/)).toBeTruthy();
  });

  it('shows tutors only what applies to them', async () => {
    await logInAs(await server.addUser({ role: 'tutor' }));
    const region = within((await openPreferences('Preferences')).section);
    expect(region.getByRole('radiogroup', { name: /Formula display/ })).toBeTruthy();
    expect(region.getByRole('switch', { name: /^Sounds/ })).toBeTruthy();
    expect(region.getByRole('switch', { name: /^Animations/ })).toBeTruthy();
    expect(region.queryByRole('radiogroup', { name: /Study mode/ })).toBeNull();
    expect(region.queryByRole('combobox', { name: /Task difficulty/ })).toBeNull();
    expect(region.queryByRole('switch', { name: 'Hide me from the class leaderboard' })).toBeNull();
    expect(region.queryByRole('switch', { name: 'Keep my unfinished answers' })).toBeNull();
  });

  it("falls back to this device's copy when the server fails, and says a change is kept on this device only", async () => {
    const student = await server.addUser();
    await logInAs(student);
    const user = userEvent.setup();
    const first = within((await openPreferences('Preferences')).section);
    await user.click(first.getByRole('radio', { name: 'Small' }));
    await waitFor(async () => expect((await savedRow(student.id))?.font_size).toBe('small'));
    cleanup();

    const db = server.context.database.db;
    await sql`alter table user_preferences rename to user_preferences_away`.execute(db);
    try {
      const region = within((await openPreferences('Preferences')).section);
      expect(
        region.getByText(
          'The server cannot be reached right now, so the preferences saved on this device are shown.',
        ),
      ).toBeTruthy();
      expect(checked(region.getByRole('radio', { name: 'Small' }))).toBe(true);

      await user.click(region.getByRole('switch', { name: /^Animations/ }));
      expect(
        await region.findByText('Saved on this device only: the server could not be reached.'),
      ).toBeTruthy();
      // The change is in effect all the same, and this device keeps it.
      expect(checked(region.getByRole('switch', { name: /^Animations/ }))).toBe(false);
      expect(window.localStorage.getItem('taskas.preferences')).toContain('"animationsEnabled":false');
    } finally {
      await sql`alter table user_preferences_away rename to user_preferences`.execute(db);
    }
  });
});
