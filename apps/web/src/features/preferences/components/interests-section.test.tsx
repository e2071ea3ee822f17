import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAuth } from '../../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../../test/live-server';

// A student's interests (profile, the dashboard's one-time offer) and their use as the defaults of
// themed tasks, against the real server and database (see test/live-server.tsx).
let server: TLiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.dispose());

async function savedInterests(userId: number) {
  const row = await server.context.database.db
    .selectFrom('user_interests')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { chosen: JSON.parse(row.chosen), own: JSON.parse(row.own) } : undefined;
}

async function openInterests(language: 'lt' | 'en' = 'lt') {
  renderLiveApp('/profile', { language });
  const section = await screen.findByRole(
    'region',
    { name: language === 'lt' ? 'Pomėgiai' : 'Interests' },
    { timeout: 5000 },
  );
  await within(section).findByRole('checkbox', { name: language === 'lt' ? 'Krepšinis' : 'Basketball' });
  return within(section);
}

const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

describe("a student's interests on the profile", { timeout: 20_000 }, () => {
  it('saves the chosen interests and own words, and shows them after a reload', async () => {
    const student = await server.addUser();
    await logInAs(student, { language: 'lt' });
    const user = userEvent.setup();
    const section = await openInterests();

    await user.click(section.getByRole('checkbox', { name: 'Krepšinis' }));
    await user.click(section.getByRole('checkbox', { name: 'Kosmosas' }));
    const own = section.getByLabelText('Kiti pomėgiai', { selector: 'input:not([type="hidden"])' });
    await user.type(own, 'šachmatai{Enter}');
    // A word typed without Enter is saved too.
    await user.type(own, '  jojimas  žirgais ');
    await user.click(section.getByRole('button', { name: 'Išsaugoti' }));
    expect(await section.findByText('Išsaugota')).toBeTruthy();
    expect(await savedInterests(student.id)).toEqual({
      chosen: ['basketball', 'space'],
      own: ['šachmatai', 'jojimas žirgais'],
    });

    cleanup();
    const again = await openInterests();
    expect(isChecked(again.getByRole('checkbox', { name: 'Krepšinis' }))).toBe(true);
    expect(isChecked(again.getByRole('checkbox', { name: 'Kosmosas' }))).toBe(true);
    expect(isChecked(again.getByRole('checkbox', { name: 'Futbolas' }))).toBe(false);
    expect(again.getByText('šachmatai')).toBeTruthy();
    expect(again.getByText('jojimas žirgais')).toBeTruthy();
  });

  it('refuses an own word the server would refuse, saying why in the student’s language', async () => {
    const student = await server.addUser();
    await logInAs(student, { language: 'lt' });
    const user = userEvent.setup();
    const section = await openInterests();
    const own = section.getByLabelText('Kiti pomėgiai', { selector: 'input:not([type="hidden"])' });

    await user.type(own, 'x{Enter}');
    expect(section.getByText('Pomėgį „x“ turi sudaryti nuo 2 iki 30 simbolių.')).toBeTruthy();
    // The word stays in the field to be corrected.
    expect((own as HTMLInputElement).value).toBe('x');

    await user.clear(own);
    await user.type(own, '<b>{Enter}');
    expect(section.getByText('„<b>“: naudokite tik raides, skaitmenis, tarpus ir brūkšnelius.')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Išsaugoti' }));
    expect(section.getByText('„<b>“: naudokite tik raides, skaitmenis, tarpus ir brūkšnelius.')).toBeTruthy();
    expect(await savedInterests(student.id)).toBeUndefined();

    await user.clear(own);
    await user.type(own, 'origami{Enter}');
    expect(section.queryByText(/naudokite tik raides/)).toBeNull();
    await user.click(section.getByRole('button', { name: 'Išsaugoti' }));
    expect(await section.findByText('Išsaugota')).toBeTruthy();
    expect(await savedInterests(student.id)).toEqual({ chosen: [], own: ['origami'] });
  });
});

describe('the offer to a new student', { timeout: 20_000 }, () => {
  it('is made once: "Ne dabar" saves an empty choice and it is not offered again', async () => {
    const student = await server.addUser();
    await logInAs(student, { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp('/student-dashboard', { language: 'lt' });
    const offer = await screen.findByRole('region', { name: 'Kuo domitės?' }, { timeout: 5000 });
    // Nothing chosen, nothing to save.
    expect(within(offer).getByRole('button', { name: 'Išsaugoti' })).toHaveProperty('disabled', true);
    await user.click(within(offer).getByRole('button', { name: 'Ne dabar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Kuo domitės?' })).toBeNull());
    expect(await savedInterests(student.id)).toEqual({ chosen: [], own: [] });

    cleanup();
    const { queryClient } = renderLiveApp('/student-dashboard', { language: 'lt' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mano pažanga' })).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['interests', student.id])).toMatchObject({ chosen: [], own: [] });
    expect(screen.queryByRole('region', { name: 'Kuo domitės?' })).toBeNull();
  });

  it('saves the interests chosen on it, and then they are on the profile', async () => {
    const student = await server.addUser();
    await logInAs(student);
    const user = userEvent.setup();
    renderLiveApp('/student-dashboard');
    const offer = await screen.findByRole('region', { name: 'What are you into?' }, { timeout: 5000 });
    await user.click(within(offer).getByRole('checkbox', { name: 'Football' }));
    await user.click(within(offer).getByRole('checkbox', { name: 'Dance' }));
    await user.click(within(offer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What are you into?' })).toBeNull());
    expect(await savedInterests(student.id)).toEqual({ chosen: ['football', 'dance'], own: [] });

    cleanup();
    const section = await openInterests('en');
    expect(isChecked(section.getByRole('checkbox', { name: 'Football' }))).toBe(true);
    expect(isChecked(section.getByRole('checkbox', { name: 'Dance' }))).toBe(true);
  });

  it('is not made to a student who has saved their interests', async () => {
    const student = await server.addUser();
    await logInAs(student);
    await apiAuth.put('/users/interests', { chosen: ['music'], own: [] }, { retry: false });
    const { queryClient } = renderLiveApp('/student-dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'My progress' })).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(['interests', student.id])).toMatchObject({ chosen: ['music'] });
    expect(screen.queryByRole('region', { name: 'What are you into?' })).toBeNull();
  });
});

describe('interests as the defaults of themed tasks', { timeout: 20_000 }, () => {
  it("start a student's own task generation with their saved interests", async () => {
    const student = await server.addUser();
    await logInAs(student);
    await apiAuth.put('/users/interests', { chosen: ['basketball'], own: ['šachmatai'] }, { retry: false });
    const user = userEvent.setup();
    renderLiveApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'Generate a task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate a task' });
    const chips = within(within(dialog).getByRole('group', { name: 'Interests' }));
    await waitFor(() => expect(isChecked(chips.getByRole('checkbox', { name: 'Basketball' }))).toBe(true));
    expect(isChecked(chips.getByRole('checkbox', { name: 'šachmatai' }))).toBe(true);
    expect(isChecked(chips.getByRole('checkbox', { name: 'Music' }))).toBe(false);
  });

  it("start a tutor's assignment for one student with that student's interests, which the tutor can change", async () => {
    const tutor = await server.addUser({ role: 'tutor' });
    const student = await server.addUser();
    await server.link(tutor.id, student.id);
    await logInAs(student);
    await apiAuth.put('/users/interests', { chosen: ['space'], own: ['šachmatai'] }, { retry: false });
    await logInAs(tutor);
    const user = userEvent.setup();
    renderLiveApp(`/tutor/students/${student.id}/assign`);
    const generate = await screen.findByRole('region', { name: 'Generate new tasks' });
    await user.click(within(generate).getByRole('switch', { name: 'Generate' }));
    const field = within(generate).getByLabelText('Interests', { selector: 'input:not([type="hidden"])' });
    const tags = () =>
      [
        ...(
          field.closest('.mantine-TagsInput-wrapper, .mantine-InputWrapper-root') ?? generate
        ).querySelectorAll('.mantine-Pill-label'),
      ].map((pill) => pill.textContent);
    await waitFor(() => expect(tags()).toEqual(['Space', 'šachmatai']));
    await user.type(field, 'Music{Enter}');
    expect(tags()).toEqual(['Space', 'šachmatai', 'Music']);
  });
});
