import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { fillRegistration } from './support/journeys.ts';

/** The words of the journey (Lithuanian, the default language). */
const W = {
  inviteLink: 'Pakvietimo nuoroda',
  lessonsNav: 'Pamokos',
  adaptive: 'Pradėti man parinktą pamoką',
  goal: 'Tikslas',
  explanation: 'Paaiškinimas',
  practice: 'Praktika',
  check: 'Patikra',
  checkTask: (n: number) => `${n} patikros užduotis`,
  submit: 'Pateikti atsakymą',
  backToLesson: 'Grįžti į pamoką',
  result: /Iš pirmo karto teisingai atsakėte į \d iš 3 patikros užduočių/,
  stars: '4 žvaigždutės',
  comment: 'Komentaras (neprivaloma)',
  sendRating: 'Siųsti įvertinimą',
  thanks: 'Ačiū! Jūsų įvertinimas išsaugotas.',
  effectiveness: 'Pamokų veiksmingumas',
  byLesson: 'Pagal pamoką',
};

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * Issue 14's journey: a new student joins their tutor, takes a lesson Taškas picks for them, answers the
 * check, rates the lesson, and the tutor finds it on the effectiveness page.
 */
test('a student takes an adaptive lesson, does the check and rates it; the tutor sees it measured', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const student = { firstName: 'Rūta', lastName: `Pamokaitė${run}`, password: 'Pamoka-123-slaptas' };

  // A new tutor (the demo tutor's class stays as other journeys expect it) invites a new student.
  await page.goto('/register');
  await fillRegistration(
    page,
    'lt',
    { firstName: 'Jurga', lastName: `Mokytoja${run}`, password: student.password },
    { tutor: true },
  );
  await expect(page).toHaveURL(/\/tutor\/dashboard$/);
  const link = await page.getByLabel(W.inviteLink).inputValue();
  const pupil = await newPage(browser);
  await pupil.goto(link);
  await fillRegistration(pupil, 'lt', student);
  await expect(pupil).toHaveURL(/\/join\//);
  await expect(pupil.getByText(/Prisijungėte prie mokytojo/)).toBeVisible();

  // The student starts a lesson picked for them.
  await pupil.getByRole('link', { name: W.lessonsNav }).first().click();
  await expect(pupil).toHaveURL(/\/lessons$/);
  await pupil.getByRole('button', { name: W.adaptive }).click();
  await expect(pupil).toHaveURL(/\/lessons\/\d+$/);
  for (const heading of [W.goal, W.explanation, W.practice, W.check]) {
    await expect(pupil.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(pupil);
  const lessonUrl = pupil.url();

  // The check: three tasks, each answered once through its task page.
  for (const n of [1, 2, 3]) {
    await pupil.getByRole('link', { name: W.checkTask(n), exact: true }).click();
    await expect(pupil).toHaveURL(/\/tasks\/\d+\?lesson=\d+/);
    // Whatever the skill, one answer: the first option, or a 1 typed into the answer field.
    await expect(pupil.getByRole('button', { name: W.submit })).toBeVisible();
    const choice = pupil.getByRole('radio').first();
    const mathField = pupil.getByTestId('math-field');
    if (await choice.isVisible()) await choice.check();
    else if (await mathField.isVisible()) {
      await mathField.click();
      await pupil.keyboard.type('1');
    } else await pupil.getByRole('textbox').first().fill('1');
    await pupil.getByRole('button', { name: W.submit }).click();
    await pupil.getByRole('link', { name: W.backToLesson }).click();
    await expect(pupil).toHaveURL(lessonUrl);
  }

  // Completed: the result and the feedback form.
  await expect(pupil.getByText(W.result)).toBeVisible();
  // The stars are radio inputs under their symbols: chosen from the keyboard, as Mantine's Rating allows.
  await pupil.getByLabel(W.stars, { exact: true }).focus();
  await pupil.keyboard.press('Space');
  await pupil.getByLabel(W.comment).fill('Aiškūs pavyzdžiai.');
  await pupil.getByRole('button', { name: W.sendRating }).click();
  await expect(pupil.getByText(W.thanks)).toBeVisible();
  await expectNoSeriousA11yViolations(pupil);
  await pupil.context().close();

  // The tutor finds the lesson on the effectiveness page.
  await page.goto('/lessons/effectiveness');
  await expect(page.getByRole('heading', { level: 1, name: W.effectiveness })).toBeVisible();
  await expect(page.getByRole('heading', { name: W.byLesson })).toBeVisible();
  await expect(page.getByText(`${student.firstName} ${student.lastName}`).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
