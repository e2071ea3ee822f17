import type { Page } from '@playwright/test';
import { demoAccount, expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { logIn, switchLanguage } from './support/journeys.ts';

/**
 * Answers the first recommended task through the API from inside the page, as the task page would:
 * the hint ladder to its last rung, one wrong try of the kind asked for (an answer of another kind is
 * not counted), then the answer the ladder revealed. A multiple-choice task is answered by its letter.
 */
async function answerARecommendedTask(page: Page) {
  const counted = await page.evaluate(async () => {
    const csrf = document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith('csrf_token='))
      ?.slice('csrf_token='.length);
    const headers = { 'Content-Type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') };
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()).data;
    };
    const recommended = await (await fetch('/api/v1/tasks/recommended?limit=1')).json();
    const taskId: number = recommended.data[0].task.id;
    let revealed: string | null = null;
    for (let rung = 0; rung < 20 && revealed === null; rung += 1) {
      const hint = await post('/help/progressive', { task_id: taskId });
      if (hint.is_final) revealed = String(hint.solution.answer);
    }
    if (revealed === null) throw new Error('the hint ladder never reached its last rung');
    const letter = revealed.match(/^([A-D])\)/)?.[1];
    const right = letter ?? revealed;
    const wrong = letter ? (['A', 'B', 'C', 'D'].find((other) => other !== letter) ?? 'A') : '-987654';
    const results = [
      await post(`/tasks/${taskId}/submit`, { answer: wrong }),
      await post(`/tasks/${taskId}/submit`, { answer: right }),
    ];
    return results.map((result) => result.attempt_id !== null && result.attempt_id !== undefined);
  });
  expect(counted, 'both answers are counted as tries').toEqual([true, true]);
}

/** A recommended task opens in the task modal: no second banner, no serious axe findings; Escape closes it. */
async function expectTaskModalAccessible(page: Page, listName: string, openAsPage: string) {
  await page.getByRole('list', { name: listName }).getByRole('link').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('link', { name: openAsPage })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

test('a new student is led into practice, in Lithuanian and English, with no serious axe findings', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await page.goto('/register');
  await page.getByLabel('Vardas', { exact: true }).fill('Rūta');
  await page.getByLabel('Pavardė').fill('Lygtytė');
  await page.getByLabel('Naudotojo vardas').fill(`ruta_${tag}`);
  await page.getByLabel('El. paštas').fill(`ruta.${tag}@example.com`);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('lygtys-ir-nelygybes');
  const repeat = page.getByLabel('Pakartokite slaptažodį');
  if (await repeat.count()) await repeat.fill('lygtys-ir-nelygybes');
  await page.getByRole('button', { name: 'Registruotis', exact: true }).click();
  await expect(page).toHaveURL(/\/student-dashboard$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sveiki, Rūta!');
  await expect(page.getByText('Dar neišsprendėte nė vienos užduoties')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuo ko pradėti' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Rekomenduojamos užduotys' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectTaskModalAccessible(page, 'Rekomenduojamos užduotys', 'Atidaryti atskirame puslapyje');

  await switchLanguage(page, 'EN');
  await expect(page.getByText('You have not solved any tasks yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to start' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectTaskModalAccessible(page, 'Recommended tasks', 'Open as a page');

  await page.getByRole('link', { name: 'Choose your first task' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
});

test('a demo student sees their numbers, mastery, activity and class, in Lithuanian and English', async ({
  page,
}) => {
  await logIn(page, demoAccount('student'));
  await expect(page).toHaveURL(/\/student-dashboard$/);
  await answerARecommendedTask(page);
  await page.reload();

  const progress = page.getByRole('region', { name: 'Mano pažanga' });
  await expect(progress.getByText('Serija', { exact: true })).toBeVisible();
  await expect(progress.getByText('1 diena', { exact: true })).toBeVisible();
  await expect(progress.getByText(/^Teisingų atsakymų: [0-2] iš 2$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Temų įvaldymas procentais' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Naujausi atsakymai' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('table', { name: 'Mokinių vietos pagal taškus' }).getByText('Jūs'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await switchLanguage(page, 'EN');
  await expect(
    page.getByRole('region', { name: 'My progress' }).getByText('1 day', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mastery by topic in per cent' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Students ranked by points' }).getByText('You')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back to Lithuanian (the account remembers the choice), then the phone width: one column.
  await switchLanguage(page, 'LT');
  await expect(progress.getByText('1 diena', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Temų įvaldymas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a tutor sees their students on the scoreboard', async ({ page }) => {
  await logIn(page, demoAccount('tutor'));
  await page.goto('/scoreboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultatų lentelė');
  const table = page.getByRole('table', { name: 'Mokinių vietos pagal taškus' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
});

test('an admin chooses a tutor and sees that class on the scoreboard, in Lithuanian and English', async ({
  page,
}) => {
  await logIn(page, demoAccount('admin'));
  await page.goto('/scoreboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultatų lentelė');
  await expect(page.getByText('Lentelėje bus pasirinkto mokytojo mokiniai', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'Mokytojas' }).click();
  await page.getByRole('option', { name: 'Jonas Petraitis' }).click();
  const table = page.getByRole('table', { name: 'Mokinių vietos pagal taškus' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page).toHaveURL(/\/scoreboard\?tutor=\d+$/);
  await expectNoSeriousA11yViolations(page);

  // The choice is in the address: the page in English still shows the same class.
  await switchLanguage(page, 'EN');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Tutor' })).toHaveValue('Jonas Petraitis');
  await expect(page.getByRole('table', { name: 'Students ranked by points' }).getByRole('row')).toHaveCount(
    4,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page);
  // The language is saved with the account: the demo admin is left in Lithuanian for other journeys.
  await switchLanguage(page, 'LT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezultatų lentelė');
});
