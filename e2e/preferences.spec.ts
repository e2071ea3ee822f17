import type { Browser, Locator, Page } from '@playwright/test';
import { enterRoots, solveEquation } from './support/equations.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { registerStudent } from './support/journeys.ts';

/** What the journey reads and clicks, in each interface language. */
const WORDS = {
  lt: {
    offerTitle: 'Kuo domitės?',
    music: 'Muzika',
    save: 'Išsaugoti',
    email: 'El. paštas',
    password: 'Slaptažodis',
    login: 'Prisijungti',
    fontSize: 'Teksto dydis',
    size: { small: 'Mažas', medium: 'Vidutinis', large: 'Didelis' },
    katex: 'KaTeX',
    mathjax: 'MathJax',
    sound: 'Garsai',
    animations: 'Animacijos',
    autoSave: 'Išsaugoti nebaigtus atsakymus',
    difficulty: 'Sunkumas',
    hard: 'Sunki',
    practice: 'Praktika',
    exam: 'Egzaminas',
    reset: 'Grąžinti numatytuosius',
    resetConfirm: 'Grąžinti',
    tasks: 'Užduotys',
    search: 'Paieška matematikos bendrojoje programoje',
    query: 'lygtis',
    root: (n: number) => `Sprendinys ${n}`,
    addRoot: 'Pridėti sprendinį',
    submit: 'Pateikti atsakymą',
    hintCost: 'Užuomina (−20 taškų)',
    hint: 'Užuomina',
    giveUp: 'Pasiduoti',
    incorrect: 'Neteisingai.',
    correct: 'Teisingai!',
    draftRestored: 'Juodraštis atkurtas.',
    timer: /^Praėjęs laikas: \d\d:\d\d$/,
    examBadge: 'Režimas: egzaminas',
    generate: 'Sukurti užduotį',
  },
  en: {
    offerTitle: 'What are you into?',
    music: 'Music',
    save: 'Save',
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    fontSize: 'Text size',
    size: { small: 'Small', medium: 'Medium', large: 'Large' },
    katex: 'KaTeX',
    mathjax: 'MathJax',
    sound: 'Sounds',
    animations: 'Animations',
    autoSave: 'Keep my unfinished answers',
    difficulty: 'Difficulty',
    hard: 'Hard',
    practice: 'Practice',
    exam: 'Exam',
    reset: 'Reset to defaults',
    resetConfirm: 'Reset',
    tasks: 'Tasks',
    search: 'Search the curriculum',
    query: 'equation',
    root: (n: number) => `Solution ${n}`,
    addRoot: 'Add a solution',
    submit: 'Submit answer',
    hintCost: 'Hint (−20 points)',
    hint: 'Hint',
    giveUp: 'Give up',
    incorrect: 'Incorrect.',
    correct: 'Correct!',
    draftRestored: 'Draft restored.',
    timer: /^Elapsed time: \d\d:\d\d$/,
    examBadge: 'Mode: exam',
    generate: 'Generate a task',
  },
} as const;
type TWords = (typeof WORDS)[keyof typeof WORDS];

const PASSWORD = 'nustatymai-ir-pomegiai';
const ROOT_FONT_PX = { small: '14px', medium: '16px', large: '19px' } as const;

/** The sounds the page played (the build records them when `taskas.test.sounds` is set). */
const soundsPlayed = (page: Page) =>
  page.evaluate(() => [...((window as { __taskasSounds?: string[] }).__taskasSounds ?? [])]);

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

/** The preferences section of the profile page, with what it saves. */
async function openPreferences(page: Page, w: TWords) {
  await page.goto('/profile#preferences');
  const section = page.locator('#preferences');
  await expect(section.getByText(w.fontSize, { exact: true })).toBeVisible();
  return section;
}

/** Does `action` and waits until the server has saved the change it makes. */
async function saving(page: Page, action: () => Promise<void>) {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/preferences') && response.request().method() === 'PATCH',
  );
  await action();
  expect((await saved).ok()).toBe(true);
}

/** Picks one of a set of choices (text size, notation, study mode) and waits until it is saved. */
async function choose(page: Page, section: Locator, label: string) {
  const option = section.getByRole('radio', { name: label, exact: true });
  // A segmented control's radio is a hidden input: its label is what a person clicks.
  const id = await option.evaluate((element) => (element.tagName === 'INPUT' ? element.id : ''));
  const target = id ? section.locator(`label[for="${id}"]`) : option;
  await saving(page, () => target.click());
  await expect(option).toBeChecked();
}

async function setSwitch(page: Page, section: Locator, label: string, on: boolean) {
  const control = section.getByRole('switch', { name: label });
  if ((await control.isChecked()) !== on) await saving(page, () => control.click());
  await expect(control).toBeChecked({ checked: on });
}

/** Opens search results in turn until one is an equation the test solves from its text. */
async function openSolvableEquation(page: Page, w: TWords, skip: number[] = []) {
  // The topic's list (filters do not apply to a search).
  const list = '/tasks?topic=linear-equations';
  await page.goto(list);
  const results = page.getByRole('list', { name: w.tasks }).getByRole('link');
  await expect(results.first()).toBeVisible();
  const count = await results.count();
  for (let index = 0; index < count; index += 1) {
    await results.nth(index).click();
    await expect(page).toHaveURL(/\/tasks\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const solved = skip.includes(id)
      ? null
      : solveEquation(await page.getByTestId('task-question').innerText());
    if (solved) return { id, solved };
    await page.goto(list);
    await expect(results.nth(index)).toBeVisible();
  }
  throw new Error('no equation the test can solve on the first page of linear equations');
}

async function logInFresh(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.addInitScript(() => localStorage.setItem('taskas.test.sounds', '1'));
  const page = await context.newPage();
  // A new browser knows nothing of the student yet: its login page is in Lithuanian, the default.
  const lt = WORDS.lt;
  await page.goto('/login');
  await page.getByLabel(lt.email).fill(email);
  await page.getByLabel(lt.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: lt.login, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

for (const language of ['lt', 'en'] as const) {
  const w = WORDS[language];

  test(`a student's preferences take effect, survive a reload and follow them to another device (${language})`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await context.addInitScript(() => localStorage.setItem('taskas.test.sounds', '1'));
    await registerStudent(page, language, { firstName: 'Nida', lastName: 'Nustatytė', password: PASSWORD });

    // A new student is offered the interests once; saved, the offer does not come back.
    const offer = page.getByRole('region', { name: w.offerTitle });
    await expect(offer).toBeVisible();
    await offer.getByText(w.music, { exact: true }).click();
    await offer.getByRole('button', { name: w.save, exact: true }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // The defaults: medium text, KaTeX, Lithuanian or the language the student registered in.
    let section = await openPreferences(page, w);
    const email = await page.getByLabel(w.email).inputValue();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await rootFontSize(page)).toBe(ROOT_FONT_PX.medium);
    await expect(section.getByTestId('notation-sample').locator('.katex')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Practice mode and a harder difficulty.
    await choose(page, section, w.practice);
    await saving(page, () =>
      section.getByRole('combobox', { name: w.difficulty }).selectOption('hard').then(),
    );

    // Practice: hints say what they cost, no worked solution before solving; a wrong answer sounds wrong,
    // an unsent answer is a draft that comes back, the right one sounds right and celebrates.
    const first = await openSolvableEquation(page, w);
    await expect(page.getByRole('button', { name: w.hintCost })).toBeVisible();
    await expect(page.getByRole('button', { name: w.giveUp })).toBeVisible();
    await enterRoots(page, w, first.solved.wrong);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.incorrect)).toBeVisible();
    expect(await soundsPlayed(page)).toEqual(['wrong']);
    await enterRoots(page, w, first.solved.right);
    await page.waitForTimeout(500); // the draft is written after a short pause in typing
    await page.goto('/tasks');
    await page.goto(`/tasks/${first.id}`);
    await expect(page.getByText(w.draftRestored)).toBeVisible();
    await expect(page.getByRole('textbox', { name: w.root(1), exact: true })).toHaveValue(
      first.solved.right[0] ?? '',
    );
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.correct)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-celebrating', '1');
    expect(await soundsPlayed(page)).toContain('correct');

    // Generation starts at the chosen difficulty.
    await page.goto('/tasks');
    await page.getByRole('button', { name: w.generate }).click();
    const dialog = page.getByRole('dialog', { name: w.generate });
    await expect(dialog.getByRole('combobox', { name: w.difficulty })).toHaveValue('hard');
    await page.keyboard.press('Escape');

    // Every size is accessible with KaTeX, then with MathJax; large text and MathJax stay.
    section = await openPreferences(page, w);
    for (const size of ['small', 'large'] as const) {
      await choose(page, section, w.size[size]);
      await expect(page.locator('html')).toHaveAttribute('data-font-size', size);
      expect(await rootFontSize(page)).toBe(ROOT_FONT_PX[size]);
      await expectNoSeriousA11yViolations(page);
    }
    await choose(page, section, w.mathjax);
    await expect(section.getByTestId('notation-sample').locator('mjx-container')).toBeVisible();
    await expect(section.getByTestId('notation-sample').locator('.katex')).toHaveCount(0);
    for (const size of ['small', 'medium', 'large'] as const) {
      await choose(page, section, w.size[size]);
      await expect(section.getByTestId('notation-sample').locator('mjx-container')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }

    // Exam mode, and no sounds, animations or drafts.
    await choose(page, section, w.exam);
    await setSwitch(page, section, w.sound, false);
    await setSwitch(page, section, w.animations, false);
    await setSwitch(page, section, w.autoSave, false);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');

    // Kept on the server: a reload shows all of it.
    await page.reload();
    section = page.locator('#preferences');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
    await expect(section.getByTestId('notation-sample').locator('mjx-container')).toBeVisible();
    await expect(section.getByRole('switch', { name: w.sound })).not.toBeChecked();

    // Exam: no hints, a timer, nothing kept when leaving, the verdict only once handed in, no sound.
    const second = await openSolvableEquation(page, w, [first.id]);
    await expect(page.getByRole('timer', { name: w.timer })).toBeVisible();
    await expect(page.getByText(w.examBadge)).toBeVisible();
    await expect(page.getByRole('button', { name: w.hint })).toHaveCount(0);
    await enterRoots(page, w, second.solved.wrong);
    await page.waitForTimeout(500);
    await page.goto('/tasks');
    await page.goto(`/tasks/${second.id}`);
    await expect(page.getByRole('textbox', { name: w.root(1), exact: true })).toHaveValue('');
    await expect(page.getByText(w.draftRestored)).toHaveCount(0);
    await enterRoots(page, w, second.solved.wrong);
    await expect(page.getByText(w.incorrect)).toHaveCount(0);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.incorrect)).toBeVisible();
    expect(await soundsPlayed(page)).toEqual([]);

    // Another device: the same preferences as soon as the student logs in there.
    const other = await logInFresh(browser, email);
    try {
      await expect(other.page.locator('html')).toHaveAttribute('data-font-size', 'large');
      await expect(other.page.locator('html')).toHaveAttribute('data-motion', 'off');
      await expect(other.page.locator('html')).toHaveAttribute('lang', language);
      await other.page.goto(`/tasks/${first.id}`);
      await expect(other.page.getByRole('timer', { name: w.timer })).toBeVisible();
      const elsewhere = await openPreferences(other.page, w);
      await expect(elsewhere.getByTestId('notation-sample').locator('mjx-container')).toBeVisible();
      await expect(elsewhere.getByRole('switch', { name: w.autoSave })).not.toBeChecked();

      // Reset returns everything but the language to the defaults, on that device and this one.
      await elsewhere.getByRole('button', { name: w.reset }).click();
      const confirm = other.page
        .getByRole('dialog')
        .getByRole('button', { name: w.resetConfirm, exact: true });
      await saving(other.page, () => confirm.click());
      await expect(other.page.locator('html')).toHaveAttribute('data-font-size', 'medium');
      await expect(elsewhere.getByTestId('notation-sample').locator('.katex')).toBeVisible();
      await expect(other.page.locator('html')).toHaveAttribute('lang', language);
    } finally {
      await other.context.close();
    }
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
  });
}
