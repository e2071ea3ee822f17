import { enterRoots, solveEquation, type TSolved } from './support/equations.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { registerStudent } from './support/journeys.ts';

/** What the journey reads and clicks, in each interface language. */
const WORDS = {
  lt: {
    tasks: 'Užduotys',
    search: 'Paieška matematikos bendrojoje programoje',
    query: 'lygtis',
    found: /^Rast/,
    root: (n: number) => `Sprendinys ${n}`,
    addRoot: 'Pridėti sprendinį',
    submit: 'Pateikti atsakymą',
    incorrect: 'Neteisingai.',
    mistake: 'Kur suklydote:',
    hint: 'Užuomina',
    hints: 'Užuominos',
    correct: 'Teisingai!',
    solution: 'Sprendimas',
    generate: 'Sukurti užduotį',
    topic: 'Tema',
    topicName: 'Tiesinės lygtys',
    interest: 'Sportas',
    create: 'Sukurti',
    points: 'Taškai',
    streak: 'Serija',
    oneDay: '1 diena',
    mastery: 'Temų įvaldymas procentais',
  },
  en: {
    tasks: 'Tasks',
    search: 'Search the curriculum',
    query: 'equation',
    found: /found$/,
    root: (n: number) => `Solution ${n}`,
    addRoot: 'Add a solution',
    submit: 'Submit answer',
    incorrect: 'Incorrect.',
    mistake: 'What went wrong:',
    hint: 'Hint',
    hints: 'Hints',
    correct: 'Correct!',
    solution: 'Solution',
    generate: 'Generate a task',
    topic: 'Topic',
    topicName: 'Linear equations',
    interest: 'Sports',
    create: 'Generate',
    points: 'Points',
    streak: 'Streak',
    oneDay: '1 day',
    mastery: 'Mastery by topic in per cent',
  },
} as const;

const STUDENT = { firstName: 'Rūta', lastName: 'Lygtytė', password: 'lygtys-ir-nelygybes' };

for (const language of ['lt', 'en'] as const) {
  const w = WORDS[language];

  test(`a new student practises in ${language}: searches, answers wrong, takes a hint, answers right, generates a task`, async ({
    page,
  }) => {
    await registerStudent(page, language, STUDENT);
    // A brand-new student has no points, streak or mastery yet: the dashboard leads into practice.
    await expect(page.getByRole('group', { name: w.points, exact: true })).toHaveCount(0);
    await expect(page.getByRole('list', { name: w.mastery })).toHaveCount(0);
    await page.getByRole('link', { name: w.tasks }).first().click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.tasks);
    await expect(page.getByRole('list', { name: w.tasks }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: w.search }).fill(w.query);
    await expect(page).toHaveURL(new RegExp(`/tasks\\?q=${w.query}$`));
    await expect(page.getByRole('status')).toHaveText(w.found);
    const results = page.getByRole('list', { name: w.tasks }).getByRole('link');
    const count = await results.count();
    expect(count).toBeGreaterThan(0);

    // Open the results in turn, page after page (skills are mixed), until one is an equation the test
    // can solve from its text.
    let solved: TSolved | null = null;
    for (let pageNumber = 1; pageNumber <= 5 && !solved; pageNumber += 1) {
      const resultsPage = `/tasks?q=${w.query}${pageNumber > 1 ? `&page=${pageNumber}` : ''}`;
      if (pageNumber > 1) await page.goto(resultsPage);
      await expect(results.first()).toBeVisible();
      const onPage = await results.count();
      for (let index = 0; index < onPage && !solved; index += 1) {
        await results.nth(index).click();
        await expect(page).toHaveURL(/\/tasks\/\d+$/);
        solved = solveEquation(await page.getByTestId('task-question').innerText());
        if (!solved) await page.goto(resultsPage);
      }
    }
    if (!solved) throw new Error(`no equation the test can solve among the results for "${w.query}"`);
    await expectNoSeriousA11yViolations(page);

    await enterRoots(page, w, solved.wrong);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.incorrect)).toBeVisible();
    await expect(page.getByText(w.mistake)).toBeVisible();
    await expect(page.getByRole('textbox', { name: w.root(1), exact: true })).toHaveValue(
      solved.wrong[0] ?? '',
    );

    await page.getByRole('button', { name: w.hint, exact: true }).click();
    const hints = page.getByRole('list', { name: w.hints });
    await expect(hints.getByRole('listitem')).toHaveCount(1);
    await expect(hints.getByRole('listitem').first()).toContainText(/^1\/\d+:/);

    await enterRoots(page, w, solved.right);
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.correct)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.solution })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A task of their own, themed by an interest.
    await page.goto('/tasks');
    await page.getByRole('button', { name: w.generate }).click();
    const dialog = page.getByRole('dialog', { name: w.generate });
    await dialog.getByRole('combobox', { name: w.topic, exact: true }).fill(w.topicName.slice(0, 8));
    await page.getByRole('listbox').getByRole('option', { name: w.topicName, exact: true }).click();
    await dialog.getByText(w.interest, { exact: true }).click();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: w.create, exact: true }).click();
    await expect(page).toHaveURL(/\/tasks\/\d+$/);
    await expect(page.getByTestId('task-question')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: w.submit })).toBeVisible();

    // The dashboard now counts the solved task: points, a streak of one day, mastery of a topic.
    await page.goto('/student-dashboard');
    const points = page.getByRole('group', { name: w.points, exact: true });
    await expect(points).toBeVisible();
    expect(Number((await points.innerText()).match(/\d+/)?.[0])).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: w.streak, exact: true })).toContainText(w.oneDay);
    await expect(page.getByRole('list', { name: w.mastery }).getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}
