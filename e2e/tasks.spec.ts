import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

/** A new student, registered the way a visitor registers (Lithuanian, the default language). */
async function registerStudent(page: Page) {
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
}

type TSolved = { right: string; wrong: string };

/**
 * Solves the simple equations the bank's generators write, from the question text alone (the test
 * never reads the stored answer): `|x + a| = b`, `x + a = b` and `ax = b`. The wrong answer leaves out
 * a solution or flips the sign, mistakes the checker names.
 */
function solve(question: string): TSolved | null {
  const text = question.replace(/−/g, '-').replace(/\s+/g, ' ');
  const number = '(-?\\d+)';
  const abs = text.match(new RegExp(`\\|x ([+-]) (\\d+)\\| = ${number}`));
  if (abs) {
    const a = (abs[1] === '-' ? -1 : 1) * Number(abs[2]);
    const b = Number(abs[3]);
    if (b <= 0) return null;
    const [x1, x2] = [b - a, -b - a];
    return { right: `${x1}; ${x2}`, wrong: String(x1) };
  }
  const shift = text.match(new RegExp(`lygtį x ([+-]) (\\d+) = ${number}\\.`));
  if (shift) {
    const x = Number(shift[3]) - (shift[1] === '-' ? -1 : 1) * Number(shift[2]);
    return x === 0 ? null : { right: String(x), wrong: String(-x) };
  }
  const scale = text.match(new RegExp(`lygtį ${number}x = ${number}\\.`));
  if (scale) {
    const x = Number(scale[2]) / Number(scale[1]);
    return Number.isInteger(x) && x !== 0 ? { right: String(x), wrong: String(-x) } : null;
  }
  return null;
}

test('a student searches the curriculum, answers wrong, takes a hint and then answers right', async ({
  page,
}) => {
  await registerStudent(page);
  await page.getByRole('link', { name: 'Užduotys' }).first().click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Užduotys');
  await expect(page.getByRole('list', { name: 'Užduotys' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('searchbox', { name: 'Paieška programoje' }).fill('lygtis');
  await expect(page).toHaveURL(/\/tasks\?q=lygtis$/);
  await expect(page.getByRole('status')).toHaveText(/^Rast/);
  const results = page.getByRole('list', { name: 'Užduotys' }).getByRole('link');
  const count = await results.count();
  expect(count).toBeGreaterThan(0);

  // Open the results in turn until one is an equation the test can solve from its text.
  let solved: TSolved | null = null;
  for (let index = 0; index < count && !solved; index += 1) {
    await results.nth(index).click();
    await expect(page).toHaveURL(/\/tasks\/\d+$/);
    solved = solve(await page.getByTestId('task-question').innerText());
    if (!solved) await page.goBack();
  }
  if (!solved) throw new Error('no equation the test can solve among the results for "lygtis"');
  await expectNoSeriousA11yViolations(page);

  const answer = page.getByRole('textbox', { name: 'Jūsų atsakymas' });
  await answer.fill(solved.wrong);
  await page.getByRole('button', { name: 'Pateikti atsakymą' }).click();
  await expect(page.getByText('Neteisingai.')).toBeVisible();
  await expect(page.getByText('Kur suklydote:')).toBeVisible();
  await expect(answer).toHaveValue(solved.wrong);

  await page.getByRole('button', { name: 'Užuomina' }).click();
  const hints = page.getByRole('list', { name: 'Užuominos' });
  await expect(hints.getByRole('listitem')).toHaveCount(1);
  await expect(hints.getByRole('listitem').first()).toContainText(/^1\/\d+:/);

  await answer.fill(solved.right);
  await page.getByRole('button', { name: 'Pateikti atsakymą' }).click();
  await expect(page.getByText('Teisingai!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sprendimas' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
