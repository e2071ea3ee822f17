import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1 } from '../../lib/http';
import { logInAs, renderLiveApp, startLiveServer, type TLiveServer } from '../../test/live-server';

// The prompt library against the real server and database (see test/live-server.tsx), whose start
// seeds the shared default prompts in Lithuanian and English.
let server: TLiveServer;
beforeAll(async () => {
  // happy-dom has no font loading API; Mantine's autosizing textarea listens to it as browsers have it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
  server = await startLiveServer();
}, 60_000);
afterAll(() => server.dispose());

/** A page's first look waits for its lazily loaded code. */
const PAGE_LOAD = { timeout: 15_000 };

const tutor = () => server.demo.tutor[0] ?? { email: '', password: '' };
const student = () => server.demo.student[0] ?? { email: '', password: '' };

const template = () => screen.getByRole('textbox', { name: /^Template/ }) as HTMLTextAreaElement;

async function versionsOf(promptId: number) {
  return server.context.database.db
    .selectFrom('prompt_versions')
    .select(['version', 'template'])
    .where('prompt_id', '=', promptId)
    .orderBy('version')
    .execute();
}

describe('a tutor writing a prompt', () => {
  it('creates it, fixes an unknown variable, previews it, edits it, compares versions and restores the first', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/prompts/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New prompt' }, PAGE_LOAD)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kitchen fractions');
    await user.click(template());
    await user.paste('Write a task about {{topic}} for {{pupil}}.');
    // Flagged as it is typed, before any save.
    expect(
      screen.getByText('Unknown variable: {{pupil}}. Use only the variables listed below.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the prompt' }));
    expect(router.state.location.pathname).toBe('/prompts/new');

    // Fixed: the unknown name goes, {{grade}} is put in at the cursor by its button.
    await user.clear(template());
    await user.paste('Write a task about {{topic}} for grade .');
    const beforeDot = template().value.lastIndexOf('.');
    template().setSelectionRange(beforeDot, beforeDot);
    await user.click(screen.getByRole('button', { name: 'Insert {{grade}}' }));
    expect(template().value).toBe('Write a task about {{topic}} for grade {{grade}}.');
    expect(screen.queryByText(/Unknown variable/)).toBeNull();

    // The preview with a curriculum skill fills the variables in.
    await user.click(screen.getByRole('combobox', { name: 'Skill' }));
    await user.type(screen.getByRole('combobox', { name: 'Skill' }), 'divisibility tests');
    await user.click(
      await screen.findByRole('option', { name: 'Apply the divisibility tests for 2, 3, 5, 9 and 10' }),
    );
    await user.click(screen.getByRole('button', { name: 'Show the preview' }));
    expect(
      await screen.findByText(
        'Write a task about Natural numbers and divisibility – Divisibility rules for grade 5.',
        { exact: false },
      ),
    ).toBeTruthy();
    const values = screen.getByRole('table', { name: 'Values used' });
    expect(within(values).getByText('Apply the divisibility tests for 2, 3, 5, 9 and 10')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create the prompt' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/prompts\/\d+$/));
    const promptId = Number(router.state.location.pathname.split('/').pop());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitchen fractions' }, PAGE_LOAD),
    ).toBeTruthy();

    // An edit is a second version.
    await user.click(template());
    template().setSelectionRange(template().value.length, template().value.length);
    await user.type(template(), '{Enter}Keep the numbers small.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 2')).toBeTruthy();
    const history = await screen.findByRole('table', { name: 'Versions of the prompt' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));

    // The comparison marks the added line in words, not only in colour.
    expect(await screen.findByText('1 line added, 0 lines removed')).toBeTruthy();
    const lines = within(screen.getByRole('list', { name: 'Lines of the template' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      ' Write a task about {{topic}} for grade {{grade}}.',
      '+Added: Keep the numbers small.',
    ]);

    // Version 1 restored becomes version 3, and the form shows it.
    await user.click(within(history).getByRole('button', { name: 'Restore v1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    expect(await within(history).findByText('Restored from v1', {}, PAGE_LOAD)).toBeTruthy();
    await waitFor(() => expect(template().value).toBe('Write a task about {{topic}} for grade {{grade}}.'));
    expect((await versionsOf(promptId)).map((row) => row.version)).toEqual([1, 2, 3]);
  }, 60_000);

  it('says when someone saved a newer version meanwhile, and reloads it', async () => {
    await logInAs(tutor());
    const created = await apiV1.post<{ id: number }>('/prompts', {
      name: 'Shared draft',
      purpose: 'hint',
      language: 'en',
      template: 'Give a hint about {{skill}}.',
      temperature: 0.5,
      max_tokens: 400,
    });
    const user = userEvent.setup();
    renderLiveApp(`/prompts/${created.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Shared draft' }, PAGE_LOAD);
    await apiV1.put(`/prompts/${created.id}`, {
      name: 'Shared draft',
      purpose: 'hint',
      language: 'en',
      template: 'Give a short hint about {{skill}}.',
      temperature: 0.5,
      max_tokens: 400,
      expected_version: 1,
    });

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'My draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Refused, and said so: the edit is kept until the tutor chooses to reload.
    const alert = (await screen.findByText('Someone saved a newer version')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Reload the newest version' }));
    await waitFor(() => expect(template().value).toBe('Give a short hint about {{skill}}.'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Shared draft');
  }, 60_000);
});

describe('leaving with unsaved changes', () => {
  it('asks first, and stays when the tutor keeps editing', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/prompts/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, PAGE_LOAD), 'Half-written');

    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/prompts/new');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Half-written');

    await user.click(screen.getByRole('link', { name: 'Back to the library' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prompts'));
  }, 60_000);
});

describe('shared prompts for a tutor', () => {
  it('shows which prompt task generation uses, that no AI provider is set, and the shared prompts read-only to copy', async () => {
    await logInAs(tutor());
    const user = userEvent.setup();
    const { router } = renderLiveApp('/prompts?scope=shared&language=en&purpose=task_generation');

    const inUse = await screen.findByRole('region', { name: 'Task generation uses' }, PAGE_LOAD);
    await within(inUse).findByText('No AI provider is set up yet');
    expect(inUse.textContent).toContain('the active shared prompt for English');
    expect(inUse.textContent).toContain('The prompts here take effect once an AI provider is set.');

    const table = await screen.findByRole('table', { name: 'Prompts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    const [shared] = rows as [HTMLElement];
    expect(within(shared).getByText('Shared')).toBeTruthy();
    expect(within(shared).getByText('Default')).toBeTruthy();
    expect(within(shared).getByText('Active')).toBeTruthy();

    await user.click(within(shared).getByRole('link'));
    await screen.findByText(/This shared prompt is kept by the administrators/);
    expect(template().readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const sharedPath = router.state.location.pathname;

    await user.click(screen.getByRole('button', { name: /^Copy to my prompts/ }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(sharedPath));
    expect(await screen.findByRole('button', { name: 'Save' }, PAGE_LOAD)).toBeTruthy();
    expect(template().readOnly).toBe(false);
    expect(screen.getByText('Personal')).toBeTruthy();
  }, 60_000);

  it('shows a prompt that does not exist as not found', async () => {
    await logInAs(tutor());
    renderLiveApp('/prompts/999999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prompt not found' }, PAGE_LOAD),
    ).toBeTruthy();
  });

  it('lists the library in Lithuanian, with a message when no prompt matches', async () => {
    await logInAs(tutor(), { language: 'lt' });
    const user = userEvent.setup();
    renderLiveApp('/prompts', { language: 'lt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Užklausų biblioteka' }, PAGE_LOAD),
    ).toBeTruthy();
    await screen.findByRole('table', { name: 'Užklausos' });
    expect(await screen.findByText('Dirbtinio intelekto paslauga dar nenustatyta')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Paieška' }), 'niekas-tokio-nerašė');
    expect(await screen.findByText('Nerasta užklausų')).toBeTruthy();
  }, 60_000);
});

describe('a student', () => {
  it('cannot reach the prompt library', async () => {
    await logInAs(student());
    renderLiveApp('/prompts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Prompt library' })).toBeNull();
  });
});
